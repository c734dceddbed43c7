import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** What the chart says under its title: how a line is made, and which blocks have no data yet. */
export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});

/** The picker's count beside its buttons. */
export const count = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
