/**
 * Bay handling (part 1 §2 /hivedeal, part 2 §7 getHiveDeal / get_detail_record / add_detail_record): the
 * rule of a handling record's text. The contract caps it at 2000 characters.
 */
import { isBlank } from './number.ts';
import type { ValidationIssue } from './validation/issue.ts';

/** Longest handling record text (the contract's maxLength of `c_what`). */
export const HANDLING_RECORD_MAX_LENGTH = 2000;

/** Message keys of the handling record rules (area `handling`). */
export const HANDLING_RECORD_KEYS = {
  empty: 'handling.form.empty',
  tooLong: 'handling.form.tooLong',
} as const;

/** A handling record says what was done: not empty or blank, at most 2000 characters once trimmed. */
export function validateHandlingRecord(text: string | null | undefined): ValidationIssue[] {
  if (isBlank(text)) return [{ field: 'text', key: HANDLING_RECORD_KEYS.empty }];
  if ((text ?? '').trim().length > HANDLING_RECORD_MAX_LENGTH) {
    return [{ field: 'text', key: HANDLING_RECORD_KEYS.tooLong }];
  }
  return [];
}
