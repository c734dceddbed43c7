import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A control form reads best in one column; on a desktop it stays at a comfortable width. */
export const root = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  maxWidth: '760px',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  selectors: {
    '&[data-tone="waiting"]': { borderLeft: `4px solid ${vars.color.warning}` },
  },
});

export const cardTitle = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const modeBadge = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.ok,
  background: vars.color.okSurface,
  selectors: {
    '&[data-mode="manual"]': { color: vars.color.warning, background: vars.color.warningSurface },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const fact = style({ display: 'grid', minWidth: 0 });
export const term = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
export const definition = style({ margin: 0, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const waitingLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.warning,
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

/** A slow pulse while the cabinet has not executed the command (still when the user asks for less motion). */
export const waitingDot = style({
  width: '10px',
  height: '10px',
  borderRadius: '50%',
  background: 'currentColor',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

export const command = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const autoLoops = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const autoLoop = style({
  minWidth: '32px',
  padding: `2px ${vars.space.xs}`,
  boxSizing: 'border-box',
  textAlign: 'center',
  borderRadius: vars.radius.sm,
  background: vars.color.okSurface,
  color: vars.color.ok,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const group = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const groupLabel = style({ fontWeight: vars.font.weightBold, padding: 0 });

export const segments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
  gap: vars.space.xs,
});

export const segment = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  boxSizing: 'border-box',
  textAlign: 'center',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
    '&[data-pressed]:not([data-selected])': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    '[data-invalid] &:not([data-selected])': { borderColor: vars.color.danger },
  },
});

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const inputRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
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
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

export const unit = style({ flex: 'none', color: vars.color.textMuted, fontWeight: vars.font.weightBold });

export const fieldError = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});

export const loopTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const loopGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))',
  gap: vars.space.xs,
});

export const loopBox = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: vars.size.touchTarget,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
    '&[data-pressed]:not([data-selected])': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** A small corner mark on the loops that are under automatic control. */
export const autoMark = style({
  position: 'absolute',
  top: '2px',
  right: '3px',
  width: '7px',
  height: '7px',
  borderRadius: '50%',
  background: vars.color.ok,
  boxShadow: `0 0 0 1.5px ${vars.color.surface}`,
});

export const legend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const legendDot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.ok,
});

const buttonBase = {
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
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const submit = style({
  ...buttonBase,
  width: '100%',
  minHeight: `calc(${vars.size.touchTarget} + 4px)`,
  fontSize: vars.font.sizeLg,
  border: `${vars.border.width} solid ${vars.color.accent}`,
  background: vars.color.accent,
  color: vars.color.accentText,
  selectors: {
    '&[data-pressed]': { filter: 'brightness(0.9)' },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.text,
    },
  },
});

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

export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const historyItem = style({
  display: 'grid',
  gap: '2px',
  padding: `${vars.space.sm} 0`,
  minWidth: 0,
  selectors: { '& + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` } },
});

export const historyHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.sm}`,
  fontWeight: vars.font.weightBold,
});

export const historyMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const errorBox = style({
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

export const skeleton = style({
  height: '120px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `${vars.border.width} solid ${vars.color.border}`,
});

globalStyle(`${facts} dd`, { margin: 0 });
