import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

export const state = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `${vars.border.width} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.font.weightBold });

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const who = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const name = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const facts = style({ margin: 0, display: 'grid', gap: '2px', fontSize: vars.font.sizeSm });
globalStyle(`${facts} > div`, { display: 'flex', gap: vars.space.xs, minWidth: 0 });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dt::after`, { content: '":"' });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
