import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

/* Styles of the area and bay screens, phone first. */

export { cardItem, cards, count, heading, section, state } from '../../shell/screens.css';

/** The area search's button sits level with the field's input, under its label. */
export const searchRow = style({ alignItems: 'flex-end' });

/** A card that links as a whole; its start stripe carries a colour (`--stripe`, the bay's stage). */
export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderLeftColor: vars.color.accent,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  selectors: {
    '&:has([data-focus-visible])': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&:has([data-pressed])': { background: vars.color.surfaceMuted },
  },
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  minWidth: 0,
});

export const cardTitle = style({
  flex: '1 1 auto',
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const pill = style({
  flex: 'none',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  selectors: {
    '&[data-tone="warning"]': { color: vars.color.warning, background: vars.color.warningSurface },
  },
});

/** Three facts of a bay row on one line at 360 px: age, current and max temperature. */
export const rowFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const rowFact = style({ display: 'grid', minWidth: 0 });

export const rowTerm = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const rowValue = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-missing="true"]': {
      fontWeight: vars.font.weightNormal,
      color: vars.color.textMuted,
      fontSize: vars.font.sizeSm,
    },
  },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
  alignItems: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const filterTitle = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const filterActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** The bay's links: one column of full-width rows on a phone, side by side where there is room. */
export const links = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const linkItem = style({ display: 'grid' });

export const linkRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.accent,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-pressed], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
