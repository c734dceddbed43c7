import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { button } from '../Button/Button.css';
import { focusRingOn } from '../focusRing';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

/** Top of the screen on phones (the keyboard and the tab bar take the bottom), centred. */
export const region = style({
  position: 'fixed',
  zIndex: 1000,
  top: `calc(env(safe-area-inset-top, 0px) + ${vars.space.md})`,
  left: '50%',
  transform: 'translateX(-50%)',
  width: `min(560px, calc(100vw - 2 * ${vars.space.md}))`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
  pointerEvents: 'none',
  selectors: focusRingOn(),
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid currentColor`,
  borderLeftWidth: '4px',
  boxShadow: '0 4px 16px rgba(0,0,0,0.18)',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  background: vars.color.surface,
  animation: `${enter} 160ms ease-out`,
  outline: 'none',
  selectors: {
    '&[data-tone="success"]': { color: vars.color.ok, background: vars.color.okSurface },
    '&[data-tone="warning"]': { color: vars.color.warning, background: vars.color.warningSurface },
    '&[data-tone="danger"]': { color: vars.color.danger, background: vars.color.dangerSurface },
    ...focusRingOn(),
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

/** The dismiss button: the kit's icon button in the toast's tone colour. */
export const close = style([button, { color: 'inherit' }]);
