import { useDamTranslation } from 'damtherm';
import { USER_INFO_EMPTY, USER_INFO_NO_ROLES } from 'damtherm/domain';
import { useEffect, useRef } from 'react';
import { useApp } from '../AppContext';
import { useSessionUserInfo } from '../api/account';

/**
 * Checks the signed-in user's information once per session (part 1 §4, §8): an empty answer ends the session
 * with 'Verification failed, please Login again.', missing or empty roles with 'getInfo: roles must be a
 * non-null array!'. A 401 only shows 'Token错误' (through the App's error report), without a redirect.
 */
export function SessionGate() {
  const { invalid } = useSessionUserInfo();
  const { logout } = useApp();
  const { t } = useDamTranslation();
  const ended = useRef(false);

  useEffect(() => {
    if (!invalid || ended.current) return;
    ended.current = true;
    // `invalid` is one of the domain's two messages for an unusable info answer (part 1 §8).
    const key =
      invalid === USER_INFO_EMPTY
        ? 'app.session.verificationFailed'
        : invalid === USER_INFO_NO_ROLES
          ? 'app.session.rolesMissing'
          : null;
    void logout(key ? t(key) : invalid);
  }, [invalid, logout, t]);

  return null;
}
