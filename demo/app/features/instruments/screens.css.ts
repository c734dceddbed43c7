import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

/* Styles of the gradient, pressure and solar-radiation screens, phone first. */

export { section } from '../../shell/screens.css';

const wide = 'screen and (min-width: 960px)';

/** The page's controls (the period, the dates), above what they change. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  minWidth: 0,
});

/** The three recent periods in one row on a phone. */
export const periods = style({ flex: '1 1 300px', maxWidth: '480px' });

/** The chart, and beside it on a wide screen the latest values. */
export const chartRow = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 320px', alignItems: 'start' } },
});

export const chart = style({ minWidth: 0 });

/** Two value tables side by side where they fit (pressure in and out). */
export const tables = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  alignItems: 'start',
});

/** The solar list: a column of readable width on a wide screen. */
export const dayList = style({ width: '100%', maxWidth: '640px' });

/** The end of the solar list: the day before, or 'no more'. */
export const end = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });
