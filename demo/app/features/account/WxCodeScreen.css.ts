import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

export const waiting = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });

export const confirm = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '72px',
  height: '72px',
  borderRadius: '50%',
  background: vars.color.surfaceMuted,
  color: vars.color.accent,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight });
