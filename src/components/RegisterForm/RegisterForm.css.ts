import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const done = style({ display: 'grid', gap: vars.space.lg, fontFamily: vars.font.family });

export const note = style({ fontWeight: vars.font.weightNormal, fontSize: vars.font.sizeSm });

export const link = style({
  justifySelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.accent,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  outline: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.border.focusWidth} solid ${vars.color.focus}` },
  },
});
