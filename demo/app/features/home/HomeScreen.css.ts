import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

export const home = style({ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 });

/** The accent band with greeting, language, clock, power flag and password. */
export const top = style({
  display: 'grid',
  gap: vars.space.md,
  padding: `calc(env(safe-area-inset-top, 0px) + ${vars.space.lg}) ${vars.space.lg} ${vars.space.lg}`,
  background: vars.color.accent,
  color: vars.color.accentText,
});

export const topRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '1080px',
  margin: '0 auto',
});

export const hello = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
});

export const greeting = style({ margin: 0, fontSize: vars.font.sizeMd, overflowWrap: 'anywhere' });

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '1080px',
  margin: '0 auto',
});

export const clock = style({ display: 'grid', gap: '0', minWidth: 0 });
export const clockLabel = style({ fontSize: vars.font.sizeSm, opacity: 0.92 });
export const clockTime = style({
  fontFamily: vars.font.familyNumeric,
  fontSize: '28px',
  fontWeight: vars.font.weightBold,
  lineHeight: 1.15,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
});
export const clockDate = style({ fontSize: vars.font.sizeSm });

export const statusActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The main-power flag: a strong pill that reads as a right, not a warning. */
export const power = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  border: `${vars.border.width} solid ${vars.color.warning}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const content = style({
  flex: 1,
  width: '100%',
  maxWidth: '1080px',
  margin: '0 auto',
  padding: vars.space.md,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  minWidth: 0,
});
