import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * The one look of "nothing here", "loading" and "that failed" inside a component (lists, charts, panels).
 * State as `data-tone` (`empty`, `loading` with a spinner before its text, `error`); `data-framed` draws the
 * dashed box charts keep where the plot would be; `data-overlay` dims the content it lies on.
 */
export const statusMessage = style({
  display: 'grid',
  justifyItems: 'start',
  alignContent: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  // Its own font: in a portal it may sit where the page's (serif) font would be inherited.
  fontFamily: vars.font.family,
  selectors: {
    '&[data-tone="error"]': {
      color: vars.color.danger,
      background: vars.color.dangerSurface,
      borderColor: vars.color.danger,
    },
    '&[data-framed]': {
      justifyItems: 'center',
      textAlign: 'center',
      background: 'transparent',
      borderStyle: 'dashed',
    },
    '&[data-framed][data-tone="error"]': { background: 'transparent' },
    '&[data-overlay]': {
      position: 'absolute',
      inset: 0,
      zIndex: 3,
      justifyItems: 'center',
      border: 0,
      borderRadius: 0,
      background: vars.color.overlay,
      color: vars.color.text,
      fontWeight: vars.font.weightBold,
    },
    // A spinner before the text, in CSS only: it costs no script in the bundles that count bytes (the charts).
    '&[data-tone="loading"]': { gridAutoFlow: 'column', justifyContent: 'start', alignItems: 'center' },
    '&[data-tone="loading"][data-framed], &[data-tone="loading"][data-overlay]': { justifyContent: 'center' },
    '&[data-tone="loading"]::before': {
      content: '""',
      width: '1em',
      height: '1em',
      boxSizing: 'border-box',
      borderRadius: '50%',
      border: `3px solid ${vars.color.accent}`,
      borderRightColor: 'transparent',
      animation: `${spin} 800ms linear infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-tone="loading"]::before': { animationDuration: '2400ms' } },
    },
  },
});

/** Covers a surface (a map, an embedded page) while it loads, failed or is empty; holds a framed StatusMessage. */
export const statusCover = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  padding: vars.space.sm,
  background: vars.color.overlay,
});
