import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { linkCard } from '../../ui/CardLink/CardLink.css';
import { factColumn, pill } from '../../ui/shared.css';

/** Severity colours the stripe along the card's start edge; the label in words says it without colour. */
export const card = style([
  linkCard,
  {
    gap: vars.space.xs,
    padding: vars.space.md,
    borderLeftColor: vars.color.unknown,
    selectors: {
      '&[data-severity="critical"]': { borderLeftColor: vars.color.danger },
      '&[data-severity="major"]': { borderLeftColor: vars.color.warning },
    },
  },
]);

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** The unread dot (part 2 §4); its words are read from the heading or the link's name. */
export const dot = style({
  flex: 'none',
  width: '10px',
  height: '10px',
  borderRadius: '50%',
  background: vars.color.accent,
  // A ring in the card's colour keeps the dot distinct from a red or orange stripe in every theme.
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const subject = style({
  flex: '1 1 auto',
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightNormal,
  overflowWrap: 'anywhere',
  selectors: { '[data-unread="true"] &': { fontWeight: vars.font.weightBold } },
});

export const severity = style([
  pill,
  {
    color: vars.color.unknown,
    background: vars.color.unknownSurface,
    selectors: {
      '&[data-severity="critical"]': { color: vars.color.danger, background: vars.color.dangerSurface },
      '&[data-severity="major"]': { color: vars.color.warning, background: vars.color.warningSurface },
    },
  },
]);

export const condition = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

// auto-fill, not auto-fit: the columns of a card with two facts line up with those of a card with three.
export const facts = style({ gridTemplateColumns: `repeat(auto-fill, minmax(${factColumn}, 1fr))` });

export const fact = style({ selectors: { '&[data-wide]': { gridColumn: 'span 2' } } });

/** When it happened or was measured: one muted line under the facts. */
export const times = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const time = style({ display: 'flex', gap: vars.space.xs });

export const timeValue = style({ margin: 0 });

/** The foot of a card: its times, and the mark-read button of an unread card that opens nothing. */
export const foot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
