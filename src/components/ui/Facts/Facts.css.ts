import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { factColumn, fact as factItem, factList, factTerm, factValue } from '../shared.css';

/** The facts, in as many columns of at least `--column` as fit. */
export const facts = factList;

/** The narrowest column, set by the list (`column`). */
export const column = factColumn;

export const fact = factItem;

export const term = factTerm;

/** A value: bold figures that line up; muted where missing, in the warning colour where unknown or stopped. */
export const value = style([
  factValue,
  {
    selectors: {
      '&[data-state="stopped"], &[data-state="unknown"]': { color: vars.color.warning },
    },
  },
]);
