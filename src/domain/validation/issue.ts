/** One broken rule: the form field it concerns and the i18n key of its message (area `validation`). */
export type ValidationIssue = { field: string; key: string };

/**
 * Every message key a validator can return, grouped by form. Each is a key of
 * `src/i18n/messages/validation.ts` in both languages (a test checks it).
 */
export const VALIDATION_KEYS = {
  register: {
    username: 'validation.register.username',
    password: 'validation.register.password',
    name: 'validation.register.name',
    phone: 'validation.register.phone',
    group: 'validation.register.group',
    passwordLength: 'validation.register.passwordLength',
    passwordMismatch: 'validation.register.passwordMismatch',
    duplicateUsername: 'validation.register.duplicateUsername',
  },
  changePassword: {
    incomplete: 'validation.changePassword.incomplete',
    samePassword: 'validation.changePassword.samePassword',
  },
  changePsw: {
    checkPsw: 'validation.changePsw.checkPsw',
    checkPsw2: 'validation.changePsw.checkPsw2',
    empty: 'validation.changePsw.empty',
  },
  feedback: {
    empty: 'validation.feedback.empty',
    placeholder: 'validation.feedback.placeholder',
  },
  loopCommand: {
    incomplete: 'validation.loopCommand.incomplete',
    openingRange: 'validation.loopCommand.openingRange',
    loopRange: 'validation.loopCommand.loopRange',
    flowRange: 'validation.loopCommand.flowRange',
    flowMax: 'validation.loopCommand.flowMax',
    numeric: 'validation.loopCommand.numeric',
  },
  tempDetail: {
    checkDate: 'validation.tempDetail.checkDate',
    checkDate2: 'validation.tempDetail.checkDate2',
    enterTime: 'validation.tempDetail.enterTime',
    enterHour: 'validation.tempDetail.enterHour',
  },
  date: {
    outOfRange: 'validation.date.outOfRange',
  },
  entry: {
    empty: 'validation.entry.empty',
    numeric: 'validation.entry.numeric',
    area: 'validation.entry.area',
    block: 'validation.entry.block',
    bin: 'validation.entry.bin',
    future: 'validation.entry.future',
    range: 'validation.entry.range',
  },
  aggregate: {
    category: 'validation.aggregate.category',
    search: 'validation.aggregate.search',
  },
  reversal: {
    empty: 'validation.reversal.empty',
  },
  gradient: {
    min: 'validation.gradient.min',
    max: 'validation.gradient.max',
  },
} as const;

/** Whether there is nothing to fix. */
export function isValid(issues: readonly ValidationIssue[]): boolean {
  return issues.length === 0;
}

/** The first issue of a field, if any (to show under that field). */
export function issueFor(issues: readonly ValidationIssue[], field: string): ValidationIssue | undefined {
  return issues.find((i) => i.field === field);
}
