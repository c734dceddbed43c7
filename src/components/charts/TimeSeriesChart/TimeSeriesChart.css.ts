import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A row of page controls above the chart (pickers of the comparison stories). */
export const pickers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
