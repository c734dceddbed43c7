export {
  type AggregateEntryInput,
  validateAggregateEntry,
  validateAggregateSearch,
} from './aggregate.ts';
export {
  type DateInput,
  type DateRangeOptions,
  dateInputMs,
  validateDateRange,
  validateHourCount,
} from './dateRange.ts';
export { entryTempIssues, entryTimeIssues, type ManualEntryInput, validateManualEntry } from './entry.ts';
export { validateFeedback } from './feedback.ts';
export { gradientCurveVisible, validateGradientSelection } from './gradient.ts';
export { issueFor, isValid, VALIDATION_KEYS, type ValidationIssue } from './issue.ts';
export { type LoopCommandInput, loopCommandValue, validateLoopCommand } from './loopCommand.ts';
export {
  type InAppPasswordChangeInput,
  type LoginPasswordChangeInput,
  validateInAppPasswordChange,
  validateLoginPasswordChange,
} from './password.ts';
export { type RegistrationInput, usernameCheckIssues, validateRegistration } from './registration.ts';
export {
  normaliseReversalTime,
  type ReversalSettingInput,
  type ReversalTime,
  type ReversalTimeInput,
  sanitiseReversalField,
  validateReversalSetting,
} from './reversalTime.ts';
