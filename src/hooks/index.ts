export {
  createDamHooks,
  type DamApi,
  type DamHooks,
  type DamImmutableHook,
  type DamMutateHook,
  type DamQuery,
  type DamQueryHook,
  isPartialMatch,
  QUERY_PREFIX,
  useDamClient,
  useDamImmutable,
  useDamMutate,
  useDamQuery,
} from './api';
export { DamProvider, type DamProviderProps, damSwrDefaults } from './DamProvider';
export * from './lists';
export * from './mutations';
export * from './queries';
export { type BayChart, useBayChart } from './useBayChart';
export { useDamErrorText } from './useDamErrorText';
export { type Page, type PagedList, type PagedListOptions, usePagedList } from './usePagedList';
