import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * One look for buttons and button-like links. Variant, size and width come as data attributes
 * (`data-variant`, `data-size`, `data-full-width`); react-aria adds `data-pressed`, `data-hovered`,
 * `data-focus-visible`, `data-disabled` and `data-pending`.
 */
export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  padding: `0 ${vars.space.lg}`,
  boxSizing: 'border-box',
  border: `${vars.border.width} solid transparent`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  touchAction: 'manipulation',
  outline: 'none',
  transition: 'background-color 120ms, border-color 120ms, transform 80ms',
  background: vars.color.accent,
  color: vars.color.accentText,
  selectors: {
    '&[data-variant="secondary"]': {
      background: vars.color.surface,
      color: vars.color.accent,
      borderColor: vars.color.accent,
    },
    '&[data-variant="danger"]': {
      background: vars.color.surface,
      color: vars.color.danger,
      borderColor: vars.color.danger,
    },
    '&[data-variant="quiet"]': {
      background: 'transparent',
      color: vars.color.accent,
    },
    '&[data-size="lg"]': { minHeight: `calc(${vars.size.touchTarget} + 4px)`, fontSize: vars.font.sizeLg },
    '&[data-size="sm"]': { padding: `0 ${vars.space.md}`, fontSize: vars.font.sizeSm },
    '&[data-full-width]': { display: 'flex', width: '100%' },
    '&[data-hovered]': { filter: 'brightness(0.95)' },
    '&[data-pressed]': { transform: 'scale(0.98)', filter: 'brightness(0.9)' },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, filter: 'none', transform: 'none' },
    '&[data-pending]': { cursor: 'progress' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
  },
});
