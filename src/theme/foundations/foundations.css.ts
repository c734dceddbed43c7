import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css';

/** Styles of the Foundations pages: tables of tokens in the toolbar's theme, scrolling sideways on a phone. */

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.45,
});

export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  borderCollapse: 'collapse',
  // On a phone the table scrolls sideways rather than breaking its words letter by letter.
  minWidth: 'max(100%, 36rem)',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const headCell = style([
  cell,
  { background: vars.color.surfaceMuted, fontWeight: vars.font.weightBold },
]);

export const code = style({
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted });

export const swatchRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** A colour chip; it carries no text, so its own contrast does not matter. */
export const swatch = style({
  flex: 'none',
  width: 32,
  height: 32,
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const smallSwatch = style([swatch, { width: 24, height: 24 }]);

export const sample = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weightNormal,
});

export const level = style({
  display: 'inline-block',
  marginInlineStart: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weightBold,
  selectors: {
    '&[data-level="fail"]': { background: vars.color.dangerSurface, color: vars.color.danger },
    '&[data-level="AA-large"]': { background: vars.color.warningSurface, color: vars.color.warning },
    '&[data-level="AA"], &[data-level="AAA"]': { background: vars.color.okSurface, color: vars.color.ok },
  },
});

export const bar = style({ height: 16, background: vars.color.accent, borderRadius: 2 });

export const radiusBox = style({
  width: 64,
  height: 48,
  background: vars.color.surfaceMuted,
  border: `2px solid ${vars.color.accent}`,
});

export const target = style({
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceMuted,
  outline: `2px dashed ${vars.color.accent}`,
  outlineOffset: -2,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

/** A token's value in a table cell: long font stacks wrap instead of pushing the sample off the page. */
export const value = style({
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.sizeSm,
  maxWidth: '14em',
  overflowWrap: 'anywhere',
});

/** A word of the glossary stays on one line. */
export const word = style({ whiteSpace: 'nowrap' });
