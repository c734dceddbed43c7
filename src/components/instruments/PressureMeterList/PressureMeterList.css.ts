import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { linkCard } from '../../ui/CardLink/CardLink.css';

export const card = style([
  linkCard,
  {
    gap: vars.space.sm,
    padding: vars.space.md,
    // A card stretched to its row's tallest keeps its lines at the top.
    alignContent: 'start',
    borderLeftColor: vars.color.accent,
    // A meter silent for over an hour (`data-health="error"`).
    selectors: { '&[data-health="error"]': { borderLeftColor: vars.color.danger } },
  },
]);

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const value = style({ fontSize: vars.font.sizeLg, whiteSpace: 'nowrap' });

export const unit = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightNormal,
});

export const time = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const stale = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});
