import { isBlank } from '../number.ts';
import { VALIDATION_KEYS, type ValidationIssue } from './issue.ts';

/** Feedback (part 1 §5): the text must not be empty or blank ('feedback content cannot be empty'). */
export function validateFeedback(text: string | null | undefined): ValidationIssue[] {
  return isBlank(text) ? [{ field: 'text', key: VALIDATION_KEYS.feedback.empty }] : [];
}
