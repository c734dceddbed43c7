import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { isBlank } from '../number.ts';
import { VALIDATION_KEYS, type ValidationIssue } from './issue.ts';

/** The change-password form of the login screen (part 1 §5). */
export interface LoginPasswordChangeInput {
  username?: string | null;
  oldPassword?: string | null;
  newPassword?: string | null;
}

/**
 * Login-screen password change (part 1 §5): all three fields are required ('Please enter complete account
 * information', one issue per empty field) and the new password must differ from the old one ('The new
 * password is the same as the old password'); the new password has at least 8 characters, as in the app.
 */
export function validateLoginPasswordChange(input: LoginPasswordChangeInput): ValidationIssue[] {
  const K = VALIDATION_KEYS.changePassword;
  const issues: ValidationIssue[] = [];
  for (const field of ['username', 'oldPassword', 'newPassword'] as const) {
    if (isBlank(input[field])) issues.push({ field, key: K.incomplete });
  }
  if (issues.length === 0 && input.newPassword === input.oldPassword) {
    issues.push({ field: 'newPassword', key: K.samePassword });
  }
  // The 8-character rule holds on every change path, this one included (the seeds' changePsw.checkPsw).
  if (issues.length === 0 && (input.newPassword ?? '').length < PASSWORD_MIN_LENGTH) {
    issues.push({ field: 'newPassword', key: VALIDATION_KEYS.changePsw.checkPsw });
  }
  return issues;
}

/** The in-app change-password dialog (part 1 §5). */
export interface InAppPasswordChangeInput {
  /** The old password, also sent; checked only when the form has the field (not undefined). */
  oldPassword?: string | null;
  newPassword?: string | null;
  confirmPassword?: string | null;
}

/**
 * In-app password change (part 1 §5): each password field must be filled ('password cannot be empty'); the
 * new password has at least 8 characters (changePsw.checkPsw); the two entries match (changePsw.checkPsw2,
 * 'the two passwords do not match').
 */
export function validateInAppPasswordChange(input: InAppPasswordChangeInput): ValidationIssue[] {
  const K = VALIDATION_KEYS.changePsw;
  const issues: ValidationIssue[] = [];
  if (input.oldPassword !== undefined && (input.oldPassword ?? '') === '') {
    issues.push({ field: 'oldPassword', key: K.empty });
  }
  const next = input.newPassword ?? '';
  const confirm = input.confirmPassword ?? '';
  if (next === '') issues.push({ field: 'newPassword', key: K.empty });
  else if (next.length < PASSWORD_MIN_LENGTH) issues.push({ field: 'newPassword', key: K.checkPsw });
  if (confirm === '') issues.push({ field: 'confirmPassword', key: K.empty });
  else if (confirm !== next) issues.push({ field: 'confirmPassword', key: K.checkPsw2 });
  return issues;
}
