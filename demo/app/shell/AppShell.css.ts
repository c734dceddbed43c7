import { keyframes, style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

export const TAB_BAR_HEIGHT = '57px';

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  selectors: {
    '&[data-tab-bar]': { paddingBottom: `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom, 0px))` },
  },
});

/** The tab bar keeps still while pages slide under view transitions. */
export const tabBar = style({ viewTransitionName: 'dam-tab-bar' });

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });
const appear = keyframes({ '0%, 60%': { opacity: 0 }, '100%': { opacity: 1 } });

/** A thin bar at the top while a screen's code or data loads (shown after a short delay, never flashing). */
export const progress = style({
  position: 'fixed',
  zIndex: 1100,
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  overflow: 'hidden',
  pointerEvents: 'none',
  animation: `${appear} 400ms linear both`,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    background: vars.color.accent,
    animation: `${slide} 1100ms ease-in-out infinite`,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { '::after': { animation: 'none', width: '100%' } } },
});

export const skip = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: 1200,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.accent,
  color: vars.color.accentText,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weightBold,
  selectors: { '&:focus': { top: vars.space.sm } },
});
