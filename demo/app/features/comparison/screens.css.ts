import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

/** The two comparisons one under the other, with room between them. */
export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

/** The choices above a chart: the meter, then its thermometers. */
export const controls = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
