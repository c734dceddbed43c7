import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { button } from '../Button/Button.css';
import { focusRingOn } from '../focusRing';

/** The trigger: the kit's small secondary button as a pill with the globe. */
export const trigger = style([
  button,
  { gap: vars.space.xs, padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.pill },
]);

export const popover = style({
  minWidth: '180px',
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(0,0,0,0.18)',
  outline: 'none',
  fontFamily: vars.font.family,
});

export const menu = style({ display: 'grid', padding: vars.space.xs, outline: 'none' });

export const heading = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeMd,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { color: vars.color.accent, fontWeight: vars.font.weightBold },
    ...focusRingOn(undefined, 'inside'),
  },
});
