/**
 * The names of damtherm's message areas (the first part of every key), so that a key of a known area missing
 * from a component's texts can be told apart from a plain string; `resources.test.ts` keeps it in step with
 * `messageAreas`.
 */
export const AREA_NAMES: ReadonlySet<string> = new Set([
  'account',
  'aggregate',
  'bay',
  'chart',
  'common',
  'comparison',
  'entry',
  'errors',
  'export',
  'field',
  'file',
  'forecast',
  'handling',
  'home',
  'instruments',
  'loop',
  'map',
  'pager',
  'pending',
  'rack',
  'report',
  'reversal',
  'rights',
  'signIn',
  'stage',
  'ui',
  'validation',
  'warning',
  'weather',
]);
