import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` },
  },
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  boxSizing: 'border-box',
  minHeight: `calc(${vars.size.touchTarget} + 12px)`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '-4px',
    },
    '&[data-disabled]': { cursor: 'progress' },
    '&[data-tone="danger"]': { color: vars.color.danger },
  },
});

export const icon = style({
  flex: 'none',
  width: '24px',
  height: '24px',
  color: vars.color.accent,
  selectors: { '[data-tone="danger"] > &': { color: vars.color.danger } },
});

export const label = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const count = style({
  flex: 'none',
  minWidth: '28px',
  padding: `2px ${vars.space.sm}`,
  boxSizing: 'border-box',
  textAlign: 'center',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-zero="true"]': { background: vars.color.surfaceMuted, color: vars.color.textMuted } },
});

export const chevron = style({ flex: 'none', color: vars.color.textMuted, fontSize: vars.font.sizeLg });

export const status = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weightBold,
  selectors: {
    '&:empty': { display: 'none' },
    '&[data-tone="ok"]': { color: vars.color.ok, background: vars.color.okSurface },
    '&[data-tone="error"]': { color: vars.color.danger, background: vars.color.dangerSurface },
  },
});

export const actions = style({ display: 'flex', gap: vars.space.sm });

const buttonBase = {
  flex: '1 1 0',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  outline: 'none',
} as const;

export const button = style({
  ...buttonBase,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const dangerButton = style({
  ...buttonBase,
  border: `${vars.border.width} solid ${vars.color.danger}`,
  background: vars.color.danger,
  color: vars.color.surface,
  selectors: {
    '&[data-pressed]': { filter: 'brightness(0.9)' },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
