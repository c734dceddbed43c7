import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { isBlank } from '../number.ts';
import { VALIDATION_KEYS, type ValidationIssue } from './issue.ts';

const K = VALIDATION_KEYS.register;

/** The registration form as typed (part 1 §3, §5). */
export interface RegistrationInput {
  username?: string | null;
  password?: string | null;
  /** The second entry of the password. */
  confirmPassword?: string | null;
  name?: string | null;
  phone?: string | null;
  /** Department chosen in the tree (single choice). */
  groupId?: string | number | null;
}

/**
 * Registration (part 1 §5): user name, password, name and phone are each required; a department is required;
 * the password has at least 8 characters; the two entries match ('passwords inconsistent'). The user name is
 * judged trimmed (the app trims it before sending); passwords are taken as typed.
 */
export function validateRegistration(input: RegistrationInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (isBlank(input.username)) issues.push({ field: 'username', key: K.username });
  const password = input.password ?? '';
  if (password === '') issues.push({ field: 'password', key: K.password });
  else if (password.length < PASSWORD_MIN_LENGTH) issues.push({ field: 'password', key: K.passwordLength });
  if (password !== '' && (input.confirmPassword ?? '') !== password) {
    issues.push({ field: 'confirmPassword', key: K.passwordMismatch });
  }
  if (isBlank(input.name)) issues.push({ field: 'name', key: K.name });
  if (isBlank(input.phone)) issues.push({ field: 'phone', key: K.phone });
  if (isBlank(input.groupId)) issues.push({ field: 'groupId', key: K.group });
  return issues;
}

/**
 * The user-name check made when the field loses focus (part 1 §5): the answer 'ko' of checkUser means the
 * name is taken ('Duplicate username').
 */
export function usernameCheckIssues(answer: unknown): ValidationIssue[] {
  return answer === 'ko' ? [{ field: 'username', key: K.duplicateUsername }] : [];
}
