import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

/* The dam-wide bay ranking, phone first. */

export const screen = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const caption = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const item = style({ display: 'grid' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '2.2em 0.9em minmax(6em, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[data-pressed]': { background: vars.color.surfaceMuted },
  },
});

export const rank = style({
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

/** The band colour of the current temperature, as the map draws it. */
export const swatch = style({
  inlineSize: '0.9em',
  blockSize: '0.9em',
  borderRadius: '3px',
  border: `1px solid ${vars.color.border}`,
});

export const name = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });

export const block = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** The three values, the one sorted by in bold. */
export const values = style({
  display: 'grid',
  justifyItems: 'end',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

globalStyle(`${values} > [data-on]`, { color: vars.color.text, fontWeight: vars.font.weightBold });
