import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { darkTheme, lightTheme, sunlightTheme } from '../../../theme/themes.css';
import { focusRingOn } from '../../ui/focusRing';
import { candleColors, chartPalettes as palettes } from './chartColors';

/**
 * Styles of the chart core and the charts built on it. Chart colors are CSS custom properties
 * (`--dam-chart-series-1` … `--dam-chart-series-10`, `--dam-chart-up`, `--dam-chart-down`) set for the three
 * built-in themes; a portal theme may set its own, and falls back to the light palette otherwise.
 */

const seriesVar = (i: number) => `--dam-chart-series-${i + 1}`;

/** The chart palette as CSS colors usable on the canvas (resolved through the theme at draw time). */
export const chartPalette: readonly string[] = palettes.light.map((c, i) => `var(${seriesVar(i)}, ${c})`);
/** Color of a rising candle (red, as on Chinese charts) and of a falling one (green). */
export const candleUp = `var(--dam-chart-up, ${candleColors.light.up})`;
export const candleDown = `var(--dam-chart-down, ${candleColors.light.down})`;

for (const [theme, name] of [
  [lightTheme, 'light'],
  [darkTheme, 'dark'],
  [sunlightTheme, 'sunlight'],
] as const) {
  const themeVars: Record<string, string> = {
    '--dam-chart-up': candleColors[name].up,
    '--dam-chart-down': candleColors[name].down,
  };
  palettes[name].forEach((c, i) => {
    themeVars[seriesVar(i)] = c;
  });
  globalStyle(theme, { vars: themeVars });
}

/** The outer card of a chart. */
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  '@media': { '(max-width: 480px)': { padding: vars.space.md } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A row of mutually exclusive kit buttons (range presets): a track, the pressed one filled. */
export const segmented = style({
  display: 'inline-flex',
  gap: '2px',
  padding: '2px',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

/** Facts under the title (max and min average temperature). */
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const stat = style({ display: 'grid', gap: '2px', minWidth: 0 });
export const statTerm = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
export const statValue = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightBold,
  selectors: {
    '&[data-kind="max"]': { color: vars.color.danger },
    '&[data-kind="min"]': { color: vars.color.accent },
  },
});
export const statTime = style({
  display: 'block',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightNormal,
  color: vars.color.textMuted,
});

/** The width that decides how the controls under a plot are laid out: the chart's, not the viewport's. */
const controlsBox = createContainer();

/** Controls under the plot (range, extremes, curve toggles, downloads), laid out by their own width. */
export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  containerName: controlsBox,
  containerType: 'inline-size',
});

/**
 * Legend of toggles: wrapping on every width, so that on a phone each toggle is in view (a row that scrolled
 * sideways showed two of the bay chart's eight, with nothing to say more existed).
 */
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

/** A curve toggle: a label holding a hidden native checkbox, that looks like a chip, with the kit's focus ring. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md} 0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  userSelect: 'none',
  touchAction: 'manipulation',
  boxSizing: 'border-box',
  // Keeps the hidden (absolutely placed) input inside the chip it belongs to.
  position: 'relative',
  selectors: {
    '&[data-selected]': { background: vars.color.surfaceMuted, borderColor: vars.color.textMuted },
    '&:hover:not([data-disabled])': { borderColor: vars.color.textMuted },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    ...focusRingOn('&:has(input:focus-visible)'),
  },
});

/** The checkbox itself: over the whole chip (a tap anywhere hits it) and invisible; the chip draws its state. */
export const toggleInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const checkbox = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.accentText,
  boxSizing: 'border-box',
  selectors: {
    [`${toggle}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    // The check mark: two borders of a small box, turned 45°.
    '&::after': {
      content: '""',
      width: '4px',
      height: '8px',
      marginTop: '-2px',
      borderRight: '2.5px solid currentColor',
      borderBottom: '2.5px solid currentColor',
      transform: 'rotate(45deg)',
      visibility: 'hidden',
    },
    [`${toggle}[data-selected] &::after`]: { visibility: 'visible' },
  },
});

/** The curve's mark in its toggle, in the curve's color (`color`): a line, dashed, or a candle. */
export const swatch = style({
  flex: 'none',
  width: '18px',
  height: '0',
  borderTop: '3px solid currentColor',
  borderRadius: '2px',
  selectors: {
    '&[data-dash]': { borderTopStyle: 'dashed' },
    // A toggle that adds two curves (inlet and outlet water) shows both colours, one swatch each, side by side.
    '& + &': { marginLeft: `calc(-1 * ${vars.space.sm} + 2px)` },
    '&[data-kind="candle"]': {
      width: '10px',
      height: '14px',
      border: 0,
      borderRadius: '1px',
      background: 'currentColor',
    },
  },
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

/** The box that holds the canvas, the axes and the hover layer. */
export const plotBox = style({
  position: 'relative',
  minWidth: 0,
  width: '100%',
  overflow: 'hidden',
  touchAction: 'pan-y',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'crosshair',
  selectors: {
    '&[data-panning="true"]': { cursor: 'grabbing' },
    // A plain focusable element (role "application"), not a react-aria control: the native :focus-visible.
    ...focusRingOn('&:focus-visible'),
  },
});

export const layer = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

/** The canvas: placed and sized by the engine over the plot area. */
export const canvas = style({ position: 'absolute', left: 0, top: 0, width: 0, height: 0 });

export const probe = style({
  position: 'absolute',
  width: 0,
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
});

export const axes = style({ position: 'absolute', inset: 0, overflow: 'visible', pointerEvents: 'none' });

export const gridLine = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  fill: 'none',
  shapeRendering: 'crispEdges',
});
export const axisLine = style({
  stroke: vars.color.textMuted,
  strokeWidth: 1,
  fill: 'none',
  shapeRendering: 'crispEdges',
});
export const tickText = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  selectors: { '&[data-major="true"]': { fill: vars.color.text, fontWeight: vars.font.weightBold } },
});
export const unitText = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const crosshair = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '1px',
  background: vars.color.textMuted,
  pointerEvents: 'none',
  willChange: 'transform',
});

export const dot = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '10px',
  height: '10px',
  marginLeft: '-5px',
  marginTop: '-5px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.surface}`,
  boxSizing: 'border-box',
  pointerEvents: 'none',
});

export const tooltip = style({
  position: 'absolute',
  top: 0,
  left: 0,
  zIndex: 2,
  display: 'grid',
  gap: '2px',
  maxWidth: 'min(560px, calc(100% - 16px))',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: '0 2px 8px rgba(0,0,0,0.18)',
  fontSize: vars.font.sizeSm,
  lineHeight: 1.35,
  pointerEvents: 'none',
  boxSizing: 'border-box',
});

export const tooltipTime = style({ fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' });

export const tooltipRow = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` });

export const tooltipPoint = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${vars.space.xs}`,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const tooltipSwatch = style({ width: '8px', height: '8px', borderRadius: '50%', flex: 'none' });
export const tooltipName = style({ color: vars.color.textMuted });
export const tooltipValue = style({
  fontWeight: vars.font.weightBold,
  whiteSpace: 'normal',
  selectors: {
    '&[data-missing="true"]': { color: vars.color.textMuted, fontWeight: vars.font.weightNormal },
  },
});

/** Overview strip under the plot. */
export const navigator = style({
  position: 'relative',
  height: '48px',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  touchAction: 'none',
  userSelect: 'none',
  overflow: 'hidden',
  cursor: 'pointer',
});

export const navigatorMask = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  background: vars.color.overlay,
  pointerEvents: 'none',
});

export const navigatorWindow = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  boxSizing: 'border-box',
  borderLeft: `2px solid ${vars.color.accent}`,
  borderRight: `2px solid ${vars.color.accent}`,
  cursor: 'grab',
});

export const navigatorHandle = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: '24px',
  cursor: 'ew-resize',
  selectors: {
    '&[data-edge="start"]': { left: '-13px' },
    '&[data-edge="end"]': { right: '-13px' },
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '14px',
      bottom: '14px',
      left: '9px',
      width: '6px',
      borderRadius: '3px',
      background: vars.color.accent,
    },
  },
});

export const plotArea = style({ position: 'relative', display: 'grid', gap: vars.space.sm, minWidth: 0 });

/** The key of the curves drawn: a swatch and a name for each, under the plot, wrapping. */
export const key = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const keyItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** A composed chart: the plot, its key, strip and summary, stacked. */
export const chart = style({ position: 'relative', display: 'grid', gap: vars.space.sm, minWidth: 0 });
