import { describe, expect, it } from 'vitest';
import { validateFeedback } from './feedback.ts';
import { messages } from './testing.ts';

describe('validateFeedback (part 1 §5)', () => {
  it("rejects empty or blank text ('Feedback content cannot be empty')", () => {
    expect(messages(validateFeedback(''))).toEqual(['text: Feedback content cannot be empty']);
    expect(messages(validateFeedback('  \n'))).toEqual(['text: Feedback content cannot be empty']);
    expect(validateFeedback(null)).toHaveLength(1);
  });
  it('accepts one character', () => {
    expect(validateFeedback('好')).toEqual([]);
  });
});
