import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

export const wrap = style({
  flex: 1,
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const code = style({
  margin: 0,
  fontSize: '72px',
  lineHeight: 1,
  fontWeight: 800,
  letterSpacing: '0.04em',
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.06em',
});

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeMd });

export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '320px',
});
