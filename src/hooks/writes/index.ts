/*
 * Every write of the contract that damtherm offers as a hook, declared over `defineMutation` (one module per
 * area, beside the reads of the same area) with the declared reads it changes.
 */
export * from './account';
export * from './aggregates';
export * from './bays';
export * from './cabinets';
export * from './entries';
export * from './reversal';
export * from './warnings';
export type { WriteOnce } from './writeOnce';
