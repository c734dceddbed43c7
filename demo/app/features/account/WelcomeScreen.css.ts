import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

export const hero = style({
  display: 'grid',
  gap: vars.space.md,
  textAlign: 'center',
  paddingTop: vars.space.lg,
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  borderRadius: vars.radius.lg,
  border: `${vars.border.width} solid ${vars.color.border}`,
  objectFit: 'cover',
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight });

export const points = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const point = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weightBold,
});

export const pointIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.accent,
});
