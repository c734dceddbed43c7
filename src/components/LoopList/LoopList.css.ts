import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/* Styles of the cabinet's sensor lists. ThermometerList shares them: both lists look alike on purpose. */

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  gap: vars.space.sm,
});

export const searchField = style({
  flex: '1 1 200px',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  position: 'relative',
});

export const searchInput = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
  padding: `0 calc(${vars.size.touchTarget} + ${vars.space.xs}) 0 ${vars.space.md}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&[data-focused]': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
  },
});

export const clearButton = style({
  position: 'absolute',
  right: 0,
  top: 0,
  bottom: 0,
  width: vars.size.touchTarget,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeLg,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  selectors: {
    '[data-empty] &': { display: 'none' },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '-4px',
    },
  },
});

const buttonBase = {
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
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
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const primaryButton = style({
  ...buttonBase,
  border: `${vars.border.width} solid ${vars.color.accent}`,
  background: vars.color.accent,
  color: vars.color.accentText,
  selectors: {
    '&[data-pressed]': { filter: 'brightness(0.9)' },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const summary = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const summaryErrors = style({ color: vars.color.danger, fontWeight: vars.font.weightBold });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
});

export const row = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.md}`,
  minHeight: vars.size.touchTarget,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderLeftColor: vars.color.ok,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  selectors: {
    '&[data-health="abnormal"]': { borderLeftColor: vars.color.warning },
    '&[data-health="error"]': { borderLeftColor: vars.color.danger },
    '&:has([data-focus-visible])': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&:has([data-pressed])': { background: vars.color.surfaceMuted },
  },
});

export const rowHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const loopNumber = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '40px',
  height: '32px',
  padding: `0 ${vars.space.xs}`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const name = style({
  flex: '1 1 auto',
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

/** The whole row is the touch target: the link's ::after covers it. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
});

export const badge = style({
  flex: 'none',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  color: vars.color.ok,
  background: vars.color.okSurface,
  selectors: {
    '&[data-health="abnormal"]': { color: vars.color.warning, background: vars.color.warningSurface },
    '&[data-health="error"]': { color: vars.color.danger, background: vars.color.dangerSurface },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(84px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: '0', minWidth: 0 });

export const term = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const definition = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-missing="true"]': { color: vars.color.textMuted, fontWeight: vars.font.weightNormal },
    '&[data-state="stopped"], &[data-state="unknown"]': { color: vars.color.warning },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const note = style({
  fontWeight: vars.font.weightBold,
  selectors: {
    '&[data-health="abnormal"]': { color: vars.color.warning },
    '&[data-health="error"]': { color: vars.color.danger },
  },
});

export const message = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  margin: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: {
    '&[data-tone="error"]': {
      color: vars.color.danger,
      background: vars.color.dangerSurface,
      borderColor: vars.color.danger,
    },
  },
});

export const skeleton = style({
  height: '92px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `${vars.border.width} solid ${vars.color.border}`,
});

/* The manual loop-number dialog (in the ui Dialog). */

export const numberForm = style({ display: 'grid', gap: vars.space.lg });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weightBold });

export const input = style({
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
  width: '100%',
  padding: `0 ${vars.space.md}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeLg,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const hint = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const fieldError = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

globalStyle(`${dialogActions} > *`, { flex: '1 1 0' });
