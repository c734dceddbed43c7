import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { linkCard } from '../../ui/CardLink/CardLink.css';

/** An aggregate: the accent stripe; muted while neither stage has a reading. */
export const card = style([
  linkCard,
  {
    gap: vars.space.sm,
    padding: vars.space.md,
    borderLeftColor: vars.color.accent,
    selectors: { '&[data-empty]': { borderLeftColor: vars.color.border } },
  },
]);

export const name = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const temp = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-missing="true"]': {
      fontSize: vars.font.sizeMd,
      fontWeight: vars.font.weightNormal,
      color: vars.color.textMuted,
    },
  },
});

export const time = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
