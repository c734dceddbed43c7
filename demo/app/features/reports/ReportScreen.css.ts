import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

/** The controls, then the chart, then the table, with room between them. */
export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The type and the period, framed as one panel. */
export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const range = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

/** Start and end one under the other on a phone, side by side where there is room. */
export const fields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
});

export const note = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** Show and Export side by side, each half the width on a phone. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { 'screen and (min-width: 600px)': { display: 'flex', justifyContent: 'flex-end' } },
});

export const exportStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const shown = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
