import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingOn } from '../focusRing';

export const tabs = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** Segmented look: equal-width tabs in a muted track, the selected one raised. */
export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `${vars.border.width} solid ${vars.color.border}`,
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.accent,
      boxShadow: `0 0 0 ${vars.border.width} ${vars.color.accent}`,
    },
    ...focusRingOn(),
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  minWidth: 0,
  selectors: focusRingOn(),
});
