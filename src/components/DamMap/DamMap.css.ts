import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
});

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  scrollbarWidth: 'none',
});

/** Tabs share the width; a long English name wraps onto two lines rather than scrolling out of view. */
export const tab = style({
  flex: '1 1 0',
  minWidth: 0,
  maxWidth: '12em',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  lineHeight: 1.2,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  outline: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: `calc(-1 * ${vars.border.width})`,
  selectors: {
    '&[data-selected]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected][data-hovered]': { color: vars.color.accent },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '-3px',
      borderRadius: vars.radius.sm,
    },
  },
});

export const toggles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
      fontWeight: vars.font.weightBold,
    },
    '&[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-selected][data-pressed]': { background: vars.color.accent },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[data-pending="true"]': { borderStyle: 'dashed' },
  },
});

export const stage = style({
  position: 'relative',
  minHeight: '280px',
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  overflow: 'hidden',
  background: vars.color.background,
});

export const canvas = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  display: 'block',
  touchAction: 'none',
  cursor: 'grab',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
});

/** The focusable box around the canvas: arrow keys move between hives. */
export const canvasFocus = style({
  position: 'absolute',
  inset: 0,
  outline: 'none',
  selectors: {
    '&:focus-visible::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      boxShadow: `inset 0 0 0 ${vars.border.focusWidth} ${vars.color.focus}`,
    },
  },
});

export const controls = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: `calc(18px + ${vars.space.sm})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  font: 'inherit',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default', opacity: 0.6 },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** Fixed size and strict containment: writing a new level never lays out anything else. */
export const zoomReadout = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  boxSizing: 'border-box',
  width: '7.5em',
  height: '1.9em',
  contain: 'strict',
  textAlign: 'center',
  whiteSpace: 'nowrap',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
  border: `${vars.border.width} solid ${vars.color.border}`,
  pointerEvents: 'none',
});

export const status = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.overlay,
  color: vars.color.text,
  selectors: {
    '&[data-kind="error"]': { color: vars.color.danger },
  },
});

export const retry = style([control, { fontSize: vars.font.sizeMd, padding: `0 ${vars.space.lg}` }]);

export const legend = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.sizeSm,
});

export const legendTitle = style({ margin: 0, fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSm });

export const legendList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({
  flex: 'none',
  width: '16px',
  height: '12px',
  borderRadius: '2px',
  border: `1px solid ${vars.color.textMuted}`,
});

export const ageScale = style({ display: 'grid', gap: '2px', maxWidth: '360px' });

export const ageBar = style({ display: 'flex', height: '12px', borderRadius: '2px', overflow: 'hidden' });

export const ageSegment = style({ flex: 1 });

export const ageTicks = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontVariantNumeric: 'tabular-nums',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const overlayStatus = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-kind="error"]': { color: vars.color.danger } },
});

export const smallButton = style([
  control,
  { minHeight: '32px', minWidth: 'auto', fontSize: vars.font.sizeSm, padding: `0 ${vars.space.sm}` },
]);

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const disclosure = style({
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const disclosureHeading = style({ margin: 0, fontSize: vars.font.sizeMd });

export const disclosureTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '-3px',
      borderRadius: vars.radius.md,
    },
  },
});

export const chevron = style({
  display: 'inline-block',
  transition: 'transform 120ms',
  selectors: { '[data-expanded="true"] &': { transform: 'rotate(90deg)' } },
});

export const disclosurePanel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
});

export const blockFilter = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  paddingBottom: vars.space.xs,
  gap: vars.space.xs,
  alignItems: 'center',
});

export const hiveList = style({
  height: '320px',
  overflow: 'auto',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.border.focusWidth} solid ${vars.color.focus}` },
  },
});

export const hiveItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  boxSizing: 'border-box',
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  outline: 'none',
  fontSize: vars.font.sizeSm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '-3px',
    },
  },
});

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontWeight: vars.font.weightBold,
});

export const blockChip = style([toggle, { flex: 'none' }]);
