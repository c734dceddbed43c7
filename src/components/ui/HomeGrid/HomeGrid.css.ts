import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { button } from '../Button/Button.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

/** Shortcuts: four to a row on a phone, more on wider screens. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '[data-layout="tiles"] &': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm },
  },
  '@media': {
    '(min-width: 720px)': {
      gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
      selectors: {
        '[data-layout="tiles"] &': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      },
    },
  },
});

export const item = style({ display: 'flex', minWidth: 0 });

/** A shortcut: the kit's tile, as tall as two lines of label under the icon. */
export const link = style([
  button,
  {
    flex: 1,
    minHeight: '84px',
    padding: `${vars.space.sm} 2px`,
    selectors: {
      // Tiles: icon above the text, so two tiles a row leave the words their whole width.
      '[data-layout="tiles"] &': {
        alignItems: 'flex-start',
        gap: vars.space.sm,
        minHeight: '76px',
        padding: vars.space.md,
        textAlign: 'start',
        fontSize: vars.font.sizeMd,
        background: vars.color.surfaceMuted,
        border: `${vars.border.width} solid ${vars.color.border}`,
      },
    },
  },
]);

export const icon = style({
  position: 'relative',
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.accent,
  selectors: {
    '[data-layout="tiles"] &': { background: vars.color.surface },
  },
});

/** Long words (English 'temperature' in a quarter of a phone) hyphenate rather than spill into a neighbour. */
export const text = style({
  display: 'grid',
  gap: '2px',
  minWidth: 0,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const description = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightNormal,
  color: vars.color.textMuted,
});

export const value = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});
