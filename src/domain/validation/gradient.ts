import { GRADIENT_SELECTION_MAX, GRADIENT_SELECTION_MIN } from '../constants.ts';
import { VALIDATION_KEYS, type ValidationIssue } from './issue.ts';

/** Gradient comparison (part 2 §2.7, §5, §9): 1 to 2 thermometers chosen. Takes the selection or its size. */
export function validateGradientSelection(selection: number | readonly unknown[]): ValidationIssue[] {
  const count = typeof selection === 'number' ? selection : selection.length;
  if (count < GRADIENT_SELECTION_MIN) return [{ field: 'thermometers', key: VALIDATION_KEYS.gradient.min }];
  if (count > GRADIENT_SELECTION_MAX) return [{ field: 'thermometers', key: VALIDATION_KEYS.gradient.max }];
  return [];
}

/** The comparison curve shows only with exactly 2 thermometers (part 2 §2.7). */
export function gradientCurveVisible(selection: number | readonly unknown[]): boolean {
  return (typeof selection === 'number' ? selection : selection.length) === GRADIENT_SELECTION_MAX;
}
