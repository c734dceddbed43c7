import { keyframes, style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

const pulse = keyframes({ '50%': { opacity: 0.35 } });

export const splash = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  background: vars.color.background,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
});

export const mark = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  animation: `${pulse} 1200ms ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
