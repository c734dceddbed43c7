import { globalLayer } from '@vanilla-extract/css';

/**
 * The cascade layer damtherm's theme values live in (`@layer damtherm`). A portal's own rules, unlayered or
 * in a layer declared after it, win over them without `!important`, whatever order the sheets load in.
 */
export const damthermLayer = globalLayer('damtherm');
