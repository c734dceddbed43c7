import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { linkCard } from '../../ui/CardLink/CardLink.css';

export const card = style([
  linkCard,
  {
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    gap: `${vars.space.xs} ${vars.space.md}`,
    padding: vars.space.md,
    // A station shows the accent until it goes silent (`data-health="error"`).
    borderLeftColor: vars.color.accent,
    selectors: { '&[data-health="error"]': { borderLeftColor: vars.color.danger } },
  },
]);

export const text = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const meta = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const stale = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});

export const temp = style({
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-missing="true"]': {
      fontSize: vars.font.sizeSm,
      fontWeight: vars.font.weightNormal,
      color: vars.color.textMuted,
    },
  },
});
