import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
});

export const summary = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  minHeight: vars.size.touchTarget,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderLeftColor: vars.color.accent,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  selectors: {
    '&[data-health="error"]': { borderLeftColor: vars.color.danger },
    '&:has([data-focus-visible])': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&:has([data-pressed])': { background: vars.color.surfaceMuted },
  },
});

export const text = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
});

export const meta = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const stale = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});

export const temp = style({
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-missing="true"]': {
      fontSize: vars.font.sizeSm,
      fontWeight: vars.font.weightNormal,
      color: vars.color.textMuted,
    },
  },
});

export const message = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});

export const button = style({
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.lg}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const skeleton = style({
  height: '72px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `${vars.border.width} solid ${vars.color.border}`,
});
