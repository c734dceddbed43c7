import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

/** The signed-out screens: a brand band on top, the form in a card that rises over it. */
export const layout = style({
  flex: 1,
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const band = style({
  padding: `calc(env(safe-area-inset-top, 0px) + ${vars.space.xl}) ${vars.space.lg} 56px`,
  background: vars.color.accent,
  color: vars.color.accentText,
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  textAlign: 'center',
});

export const logo = style({
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.lg,
  background: vars.color.accentText,
  color: vars.color.accent,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  marginBottom: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
});

export const subtitle = style({ margin: 0, fontSize: vars.font.sizeMd, opacity: 0.92 });

export const card = style({
  width: `calc(100% - 2 * ${vars.space.md})`,
  maxWidth: '480px',
  margin: `-40px auto ${vars.space.xl}`,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: '0 6px 24px rgba(16, 24, 40, 0.12)',
  display: 'grid',
  gap: vars.space.lg,
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const footer = style({
  marginTop: 'auto',
  padding: vars.space.lg,
  textAlign: 'center',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const language = style({ justifySelf: 'end', marginTop: `calc(-1 * ${vars.space.md})` });
