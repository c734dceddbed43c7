import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { linkCard } from '../../ui/CardLink/CardLink.css';

export const card = style([
  linkCard,
  {
    gap: vars.space.xs,
    padding: vars.space.md,
    // A card stretched to its row's tallest keeps its lines at the top.
    alignContent: 'start',
    borderLeftColor: vars.color.accent,
    // A meter without thermometers has nothing to draw.
    selectors: { '&[data-thermometers="0"]': { borderLeftColor: vars.color.unknown } },
  },
]);

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const count = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const names = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const chip = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `${vars.border.width} solid ${vars.color.border}`,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
