import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, fontFamily: vars.font.family });

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const visitor = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.accent,
  font: 'inherit',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.border.focusWidth} solid ${vars.color.focus}` },
    '&[data-pressed]': { background: vars.color.surfaceMuted },
  },
});
