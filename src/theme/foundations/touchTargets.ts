/**
 * The components whose controls are at least `vars.size.touchTarget` tall (and wide, for icon buttons): 44 px,
 * 48 px in the sunlight theme, for a gloved thumb on site. touchTargets.test.ts keeps the list equal to the
 * folders whose styles use the token.
 */
export const touchTargetUsers: readonly string[] = [
  'BayPicker',
  'Button',
  'Candlestick',
  'CardLink',
  'DamMap',
  'DateTimeField',
  'DepartmentTree',
  'EntryDialog',
  'LanguageSwitch',
  'LoopList',
  'PageHeader',
  'PendingEntries',
  'ReportTypePicker',
  'SearchField',
  'Tabs',
  'TextField',
  'UnitField',
  'charts (core)',
  'choices (SegmentedControl, CheckboxTiles)',
];
