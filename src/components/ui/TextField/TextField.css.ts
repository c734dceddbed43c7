import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: '2px' });

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  minWidth: 0,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 1px ${vars.color.focus}`,
    },
    [`${field}[data-invalid] &`]: {
      borderColor: vars.color.danger,
      boxShadow: `0 0 0 1px ${vars.color.danger}`,
    },
    [`${field}[data-disabled] &`]: { background: vars.color.surfaceMuted },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  // 16 px or more keeps iOS from zooming into the field.
  fontSize: `max(16px, ${vars.font.sizeMd})`,
  outline: 'none',
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
});

export const textarea = style([
  input,
  {
    padding: vars.space.md,
    minHeight: '8em',
    resize: 'vertical',
    lineHeight: vars.font.lineHeight,
  },
]);

export const description = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.danger,
});
