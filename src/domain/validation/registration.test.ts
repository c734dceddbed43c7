import { describe, expect, it } from 'vitest';
import { usernameCheckIssues, validateRegistration } from './registration.ts';
import { messages } from './testing.ts';

const ok = {
  username: 'zhang.san',
  password: '12345678',
  confirmPassword: '12345678',
  name: '张三',
  phone: '13800000000',
  groupId: 7,
};

describe('validateRegistration (part 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(ok)).toEqual([]);
    expect(validateRegistration({ ...ok, groupId: '7' })).toEqual([]);
  });
  it('requires each field with its own message', () => {
    expect(messages(validateRegistration({}))).toEqual([
      'username: Please enter user name',
      'password: Please enter password',
      'name: Please enter your name',
      'phone: Please enter the phone',
      'groupId: Please choose a department',
    ]);
  });
  it('judges the user name trimmed', () => {
    expect(messages(validateRegistration({ ...ok, username: '   ' }))).toEqual([
      'username: Please enter user name',
    ]);
  });
  it('needs a password of 8 characters: 7 is too short, 8 is enough', () => {
    expect(
      messages(validateRegistration({ ...ok, password: '1234567', confirmPassword: '1234567' })),
    ).toEqual(['password: The password must be at least 8 characters']);
    expect(validateRegistration({ ...ok, password: '12345678', confirmPassword: '12345678' })).toEqual([]);
  });
  it("needs the two entries to match ('Passwords inconsistent')", () => {
    expect(messages(validateRegistration({ ...ok, confirmPassword: '12345679' }))).toEqual([
      'confirmPassword: Passwords inconsistent',
    ]);
    expect(messages(validateRegistration({ ...ok, confirmPassword: '' }))).toEqual([
      'confirmPassword: Passwords inconsistent',
    ]);
  });
  it('a department id 0 is a chosen department; empty is not', () => {
    expect(validateRegistration({ ...ok, groupId: 0 })).toEqual([]);
    expect(messages(validateRegistration({ ...ok, groupId: '' }))).toEqual([
      'groupId: Please choose a department',
    ]);
    expect(messages(validateRegistration({ ...ok, groupId: null }))).toEqual([
      'groupId: Please choose a department',
    ]);
  });
});

describe('usernameCheckIssues', () => {
  it("flags 'ko' as a duplicate and anything else as free", () => {
    expect(messages(usernameCheckIssues('ko'))).toEqual(['username: Duplicate username']);
    expect(usernameCheckIssues('ok')).toEqual([]);
    expect(usernameCheckIssues(undefined)).toEqual([]);
  });
});
