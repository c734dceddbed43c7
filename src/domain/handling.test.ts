import { describe, expect, it } from 'vitest';
import { HANDLING_RECORD_MAX_LENGTH, validateHandlingRecord } from './handling.ts';

describe('validateHandlingRecord (bay handling)', () => {
  it('refuses empty or blank text', () => {
    for (const text of ['', '   ', '\n\t', null, undefined]) {
      expect(validateHandlingRecord(text)).toEqual([{ field: 'text', key: 'handling.form.empty' }]);
    }
  });
  it('accepts one character and the longest text', () => {
    expect(validateHandlingRecord('好')).toEqual([]);
    expect(validateHandlingRecord(`  ${'水'.repeat(HANDLING_RECORD_MAX_LENGTH)}  `)).toEqual([]);
  });
  it('refuses a text longer than the contract allows', () => {
    expect(validateHandlingRecord('水'.repeat(HANDLING_RECORD_MAX_LENGTH + 1))).toEqual([
      { field: 'text', key: 'handling.form.tooLong' },
    ]);
  });
});
