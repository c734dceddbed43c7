import { describe, expect, it } from 'vitest';
import { validateInAppPasswordChange, validateLoginPasswordChange } from './password.ts';
import { messages } from './testing.ts';

describe('validateLoginPasswordChange (login screen, part 1 §5)', () => {
  const ok = { username: 'zhang', oldPassword: 'old-secret', newPassword: 'new-secret' };
  it('accepts three filled fields with a new password', () => {
    expect(validateLoginPasswordChange(ok)).toEqual([]);
  });
  it("requires all three fields ('Please enter complete account information')", () => {
    for (const field of ['username', 'oldPassword', 'newPassword'] as const) {
      expect(messages(validateLoginPasswordChange({ ...ok, [field]: '' }))).toEqual([
        `${field}: Please enter complete account information`,
      ]);
    }
    expect(validateLoginPasswordChange({})).toHaveLength(3);
  });
  it('requires the new password to differ from the old one', () => {
    expect(messages(validateLoginPasswordChange({ ...ok, newPassword: 'old-secret' }))).toEqual([
      'newPassword: The new password is the same as the old password',
    ]);
    expect(validateLoginPasswordChange({ ...ok, newPassword: 'old-secreT' })).toEqual([]);
  });
  it('requires at least 8 characters for the new password, as every change path does', () => {
    expect(validateLoginPasswordChange({ ...ok, newPassword: 'x' })).toEqual([
      { field: 'newPassword', key: 'validation.changePsw.checkPsw' },
    ]);
    expect(validateLoginPasswordChange({ ...ok, newPassword: '1234567' })).toHaveLength(1);
    expect(validateLoginPasswordChange({ ...ok, newPassword: '12345678' })).toEqual([]);
  });
});

describe('validateInAppPasswordChange (in-app dialog, part 1 §5)', () => {
  const ok = { oldPassword: 'old-secret', newPassword: '12345678', confirmPassword: '12345678' };
  it('accepts 8 characters entered twice', () => {
    expect(validateInAppPasswordChange(ok)).toEqual([]);
  });
  it('changePsw.checkPsw: 7 characters are too few, 8 enough', () => {
    expect(
      validateInAppPasswordChange({ ...ok, newPassword: '1234567', confirmPassword: '1234567' }).map(
        (i) => i.key,
      ),
    ).toEqual(['validation.changePsw.checkPsw']);
  });
  it("changePsw.checkPsw2: 'The two passwords do not match'", () => {
    const issues = validateInAppPasswordChange({ ...ok, confirmPassword: '12345679' });
    expect(issues.map((i) => i.key)).toEqual(['validation.changePsw.checkPsw2']);
    expect(messages(issues)).toEqual(['confirmPassword: The two passwords do not match']);
  });
  it("'Password cannot be empty' for each empty field", () => {
    expect(
      messages(validateInAppPasswordChange({ oldPassword: '', newPassword: '', confirmPassword: '' })),
    ).toEqual([
      'oldPassword: Password cannot be empty',
      'newPassword: Password cannot be empty',
      'confirmPassword: Password cannot be empty',
    ]);
  });
  it('does not ask for the old password when the form has no such field', () => {
    expect(validateInAppPasswordChange({ newPassword: '12345678', confirmPassword: '12345678' })).toEqual([]);
  });
});
