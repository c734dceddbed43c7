import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const avatar = style({
  flex: 'none',
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  objectFit: 'cover',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: '28px',
  fontWeight: vars.font.weightBold,
});

export const who = style({ display: 'grid', gap: '2px', minWidth: 0 });
export const name = style({
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});
export const meta = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

/** One row of a settings list: icon, label, then whatever the row holds (value, switch, chevron). */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '56px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  boxSizing: 'border-box',
  border: 0,
  borderRadius: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightNormal,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    'li + li > &, li + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` },
    '&[data-static]': { cursor: 'default' },
    '&[data-pressed], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '-4px',
    },
  },
});

export const rowIcon = style({ flex: 'none', display: 'inline-flex', color: vars.color.accent });
export const rowLabel = style({ flex: 1, minWidth: 0 });
export const chevron = style({ flex: 'none', color: vars.color.textMuted });
export const hint = style({
  flexShrink: 1,
  minWidth: 0,
  textAlign: 'end',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});
export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const themeRow = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const themeGroup = style({ display: 'grid', gap: vars.space.sm });

export const themeLabel = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const segments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const segment = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.accent,
      boxShadow: `0 0 0 ${vars.border.width} ${vars.color.accent}`,
    },
    '&[data-focus-visible]': { outline: `${vars.border.focusWidth} solid ${vars.color.focus}` },
  },
});
