import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingOn } from '../../ui/focusRing';

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family,
});

export const label = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: '2px' });

export const hint = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const selected = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
});

export const tree = style({
  display: 'grid',
  maxHeight: '320px',
  overflow: 'auto',
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    ...focusRingOn(),
    '[data-invalid] &': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
  },
});

/** Rows are indented by `--dam-tree-level` (set from react-aria's level). */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  paddingInlineStart: `calc((var(--dam-tree-level, 1) - 1) * 20px)`,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeMd,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': {
      background: vars.color.okSurface,
      color: vars.color.text,
      fontWeight: vars.font.weightBold,
    },
    ...focusRingOn(undefined, 'inside'),
  },
});

export const chevronIcon = style({
  transition: 'transform 120ms',
  selectors: { '[data-expanded] &': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const spacer = style({ flex: 'none', width: '36px' });

/** A radio-like mark: single choice. */
export const radio = style({
  flex: 'none',
  width: '20px',
  height: '20px',
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `2px solid ${vars.color.textMuted}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    '[data-selected] &': { borderColor: vars.color.ok, background: vars.color.ok },
    '[data-selected] &::after': {
      content: '""',
      width: '8px',
      height: '8px',
      borderRadius: '50%',
      background: vars.color.surface,
    },
  },
});

export const name = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere', padding: `${vars.space.xs} 0` });

export const error = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.danger,
});
