import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { button } from '../../ui/Button/Button.css';
import { focusRingOn } from '../../ui/focusRing';
import { statusMessage } from '../../ui/StatusMessage/StatusMessage.css';
import { focusRingInside } from '../../ui/shared.css';
import { tabs as kitTabs } from '../../ui/Tabs/Tabs.css';

export { visuallyHidden } from '../../ui/shared.css';

// Controls compose the ui kit's classes (`style([button, …])`): the kit's look, focus ring and states, with
// the map's adjustments after them.

/** The map's width decides its layout (a phone column or a wide panel), not the window's. */
const mapContainer = 'dam-map';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  containerName: mapContainer,
  containerType: 'inline-size',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  selectors: { '&[data-fill]': { flex: '1 1 auto' } },
});

export const tabs = style([kitTabs, { gap: vars.space.sm }]);

/** A tab of the map's own tablist: the kit's tab ring, on the native keyboard-focus state. */
export const tab = style({ selectors: focusRingOn('&:focus-visible') });

/** The dot on a tab whose overlay colors the map while another tab is open. */
export const tabMark = style({
  display: 'inline-block',
  inlineSize: '0.5em',
  blockSize: '0.5em',
  marginInlineStart: '0.3em',
  borderRadius: '50%',
  background: vars.color.accent,
  verticalAlign: 'middle',
});

/** Four tabs share a phone's width: smaller type, so that 'Real-time warning' takes two lines, not three. */
globalStyle(`${tabs} [role="tab"]`, {
  '@container': {
    [`${mapContainer} (max-width: 599px)`]: {
      fontSize: vars.font.sizeSm,
      lineHeight: 1.2,
      paddingInline: vars.space.xs,
    },
  },
});

/**
 * The toggles of a tab wrap on a wide map; on a phone they stay one row that scrolls sideways, so that a tab
 * with long names never pushes the map below the fold. Padded so a toggle's focus ring is not clipped.
 */
export const toggles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
  '@container': {
    [`${mapContainer} (max-width: 599px)`]: {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollbarWidth: 'none',
      padding: `calc(${vars.border.focusWidth} + 2px)`,
      margin: `calc(-1 * (${vars.border.focusWidth} + 2px))`,
    },
  },
});

/** A toggle of a tab: a pill, filled with the accent while its overlay is on, dashed while its data loads. */
export const toggle = style([
  button,
  {
    gap: vars.space.xs,
    padding: `0 ${vars.space.md}`,
    borderColor: vars.color.border,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightNormal,
    flex: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-selected]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.accentText,
        fontWeight: vars.font.weightBold,
      },
      '&[data-pending]': { borderStyle: 'dashed' },
    },
  },
]);

export const stage = style({
  position: 'relative',
  minHeight: '280px',
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  overflow: 'hidden',
  background: vars.color.background,
  selectors: { [`${root}[data-fill] > &`]: { flex: '1 1 auto' } },
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

/**
 * The focusable box around the canvas: arrow keys move between bays. Its ring is drawn on a layer above the
 * canvas, which would cover a ring on the box itself.
 */
export const canvasFocus = style({
  position: 'absolute',
  inset: 0,
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, pointerEvents: 'none' },
    ...focusRingOn('&:focus-visible::after', 'inside'),
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

/** Zoom in, zoom out, whole dam: square icon buttons raised over the canvas. */
export const control = style([
  button,
  {
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.card,
    fontSize: vars.font.sizeLg,
  },
]);

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

/** 'Zoom in to read the values': a note in the map's top-left corner, clear of the zoom level. */
export const valueHint = style({
  position: 'absolute',
  top: vars.space.sm,
  left: `calc(44px + ${vars.space.xs})`,
  // Clear of the zoom level (7.5em wide, at the top right).
  maxWidth: `calc(100% - 44px - 7.5em - ${vars.space.lg})`,
  boxSizing: 'border-box',
  margin: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  border: `${vars.border.width} solid ${vars.color.border}`,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.3,
  pointerEvents: 'none',
});

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

/** An overlay still loading or failed, as one line of the legend. */
export const overlayStatus = style([
  statusMessage,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderWidth: 0,
    background: 'transparent',
  },
]);

export const disclosure = style({
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const disclosureHeading = style({ margin: 0, fontSize: vars.font.sizeMd });

export const disclosureTrigger = style([
  button,
  {
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weightBold,
  },
]);

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

/** A scrolling row of block chips; padded so a chip's focus ring (drawn outside it) is not clipped. */
export const blockFilter = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  padding: `calc(${vars.border.focusWidth} + 2px)`,
  gap: vars.space.xs,
  alignItems: 'center',
});

export const bayList = style([
  focusRingInside,
  {
    height: '320px',
    overflow: 'auto',
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
  },
]);

export const bayItem = style([
  focusRingInside,
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space.md}`,
    boxSizing: 'border-box',
    borderBottom: `1px solid ${vars.color.border}`,
    cursor: 'pointer',
    fontSize: vars.font.sizeSm,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: { ...focusRingOn('&:focus-visible', 'inside') },
    '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.surfaceMuted } } } },
  },
]);

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

/** A screen's tooltip over the hovered or focused bay; placed by MapTooltip as the view moves. */
export const tooltip = style({
  position: 'absolute',
  top: 0,
  left: 0,
  zIndex: 2,
  maxWidth: '240px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: '0 2px 8px rgb(0 0 0 / 0.18)',
  fontSize: vars.font.sizeSm,
  lineHeight: 1.3,
  pointerEvents: 'none',
  willChange: 'transform',
});
