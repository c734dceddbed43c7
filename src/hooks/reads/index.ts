/*
 * Every read of the contract that damtherm offers as a hook, declared as data over `defineRead` (one
 * module per area). A hook returns domain values; pass null/undefined for a required argument to skip the
 * call — e.g. while the signed-in user is not known yet.
 */
export * from './account';
export * from './aggregates';
export type { Id, MaybeId } from './args';
export * from './bayChart';
export * from './bays';
export * from './cabinets';
export * from './entries';
export * from './map';
export * from './pressure';
export * from './reports';
export * from './reversal';
export * from './solar';
export * from './warnings';
export * from './weather';
