import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A red pill on the top-end corner of its positioned parent (an icon wrapper). */
export const countBadge = style({
  position: 'absolute',
  top: '-6px',
  right: '-8px',
  minWidth: '20px',
  height: '20px',
  padding: '0 6px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.surface,
  fontFamily: vars.font.family,
  fontSize: '12px',
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
