import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

/* Styles of the outlet, bin-entry and pouring screens, phone first. */

export { cardItem, cards, count, heading, section } from '../../shell/screens.css';

/** The count and the way back to every point, on one line where they fit. */
export const results = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const textButton = style({
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** A point: the whole card is its link's target. */
export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  selectors: {
    '&:has([data-focus-visible])': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has([data-pressed])': { background: vars.color.surfaceMuted },
  },
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: '2px', minWidth: 0 });

/** A fact over the whole row (the last reading: its value, then its time). */
export const wideFact = style([fact, { gridColumn: '1 / -1' }]);

export const when = style({ color: vars.color.textMuted, fontWeight: vars.font.weightNormal });

export const term = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: { '&[data-missing]': { fontWeight: vars.font.weightNormal, color: vars.color.textMuted } },
});

/**
 * The curve screen: on a phone the point, the entry, the kept entries, the curve and the readings one under
 * the other; on a wide screen the curve and the readings on the left, the point and the entry beside them.
 */
export const detail = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  gridTemplateAreas: '"point" "curve" "readings"',
  '@media': {
    'screen and (min-width: 960px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 360px)',
      gridTemplateAreas: '"curve point" "readings point"',
      alignItems: 'start',
    },
  },
});

export const point = style({
  gridArea: 'point',
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { 'screen and (min-width: 960px)': { position: 'sticky', top: vars.space.md } },
});

/** The point's facts in a card, with the data-entry button under them. */
export const pointCard = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const curve = style({ gridArea: 'curve', minWidth: 0 });

export const readings = style({ gridArea: 'readings', display: 'grid', gap: vars.space.sm, minWidth: 0 });

/** The way back to the list under a message: as wide as its text. */
export const backLink = style({ justifySelf: 'start' });
