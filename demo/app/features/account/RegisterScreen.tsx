import {
  RegisterForm,
  type RegistrationValues,
  useCheckUsername,
  useDamTranslation,
  useDepartments,
  useRegister,
} from 'damtherm';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors';
import { AccountLayout } from './AccountLayout';

/** Register redirect delay (part 1 §9). */
export const REGISTER_REDIRECT_MS = 2000;

/**
 * /register (part 1 §2, §5): the registration form with the department tree; the user name is checked when it
 * loses focus; after 'Waiting for administrator review' the login screen opens 2 seconds later.
 */
export function RegisterScreen() {
  const { t } = useDamTranslation();
  const navigate = useNavigate();
  const departments = useDepartments();
  const checkUsername = useCheckUsername();
  const register = useRegister();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (values: RegistrationValues) => {
    try {
      await register.trigger({
        username: values.username,
        name: values.name,
        mobile: values.phone,
        departmentId: Number(values.groupId),
        password: values.password,
      });
    } catch (error) {
      throw new Error(errorMessage(error, t));
    }
  };

  return (
    <AccountLayout heading={t('account.register.heading')}>
      <RegisterForm
        departments={departments.data ?? []}
        departmentsLoading={departments.isLoading}
        departmentsError={Boolean(departments.error)}
        onDepartmentsRetry={() => void departments.mutate()}
        checkUsername={(username) => checkUsername.trigger(username)}
        onSubmit={submit}
        onRegistered={() => {
          timer.current = setTimeout(
            () => void navigate('/login', { replace: true, viewTransition: true }),
            REGISTER_REDIRECT_MS,
          );
        }}
        successNote={t('account.register.redirecting')}
        loginHref="/login"
      />
    </AccountLayout>
  );
}
