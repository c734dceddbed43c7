import { describe, expect, it } from 'vitest';
import { issueFor, isValid, VALIDATION_KEYS } from './issue.ts';
import { message } from './testing.ts';

function leaves(node: unknown): string[] {
  return typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leaves);
}

describe('validation keys', () => {
  it('every key has a message in zh and in en', () => {
    for (const key of leaves(VALIDATION_KEYS)) {
      expect(message(key, 'zh'), `${key} zh`).toBeTypeOf('string');
      expect(message(key, 'en'), `${key} en`).toBeTypeOf('string');
    }
  });
  it("uses the seed's exact wording", () => {
    expect(message(VALIDATION_KEYS.changePassword.incomplete)).toBe(
      'Please enter complete account information',
    );
    expect(message(VALIDATION_KEYS.loopCommand.incomplete)).toBe('Please enter complete data');
    expect(message(VALIDATION_KEYS.entry.empty)).toBe('Temperature value cannot be empty');
    expect(message(VALIDATION_KEYS.entry.future)).toBe('Entry time is later than the current time');
    expect(message(VALIDATION_KEYS.reversal.empty)).toBe('Please fill in the auto-reversal time');
    expect(message(VALIDATION_KEYS.aggregate.search)).toBe('Enter the aggregate to search');
    expect(message(VALIDATION_KEYS.feedback.empty)).toBe('Feedback content cannot be empty');
    expect(message(VALIDATION_KEYS.register.passwordMismatch)).toBe('Passwords inconsistent');
    expect(message(VALIDATION_KEYS.tempDetail.checkDate2)).toBe(
      'Start date must not be greater than end date',
    );
  });
  it('isValid and issueFor', () => {
    expect(isValid([])).toBe(true);
    const issues = [
      { field: 'a', key: 'k1' },
      { field: 'b', key: 'k2' },
    ];
    expect(isValid(issues)).toBe(false);
    expect(issueFor(issues, 'b')?.key).toBe('k2');
    expect(issueFor(issues, 'c')).toBeUndefined();
  });
});
