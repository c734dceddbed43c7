import {
  AGE_LEGEND_DAYS,
  ageBand,
  ageColor,
  bandColor,
  CONCRETE_STAGES,
  controlModeColor,
  coolingRateText,
  foundationDiff,
  gapDirection,
  readableTextColor,
  stageColor,
  stageName,
  TEMPERATURE_BANDS,
  temperatureBand,
  warningColor,
  zoneColor,
} from '../../../domain';
import { context2d } from '../../ui/context2d';
import { type CustomMapOverlay, colorScaleOf, customLegendShape } from './customOverlay';
import type { Scene } from './scene';
import { type ColorScheme, OVERLAY_SPECS, type OverlaySpec } from './toggles';
import type { MapBay, MapOverlay, MapOverlayValue, MapOverlayValues } from './types';

/** Text helpers the overlay needs; the component builds them from i18n and Intl. */
export interface OverlayFormat {
  /** A number with `decimals` decimals (at least `minDecimals`, default all of them), in the current language. */
  number(value: number, decimals: number, minDecimals?: number): string;
  /** A short site-time stamp, e.g. '11-20 09:56'. */
  shortTime(epochMs: number): string;
  /** Translation. */
  t(key: string, options?: Record<string, unknown>): string;
}

/** One entry of the map's legend: a swatch color and what it means. */
export interface MapLegendEntry {
  color: string;
  label: string;
}

/**
 * What the colors on the map mean: the legend of the overlay that is on. `Id`: the ids of the screen's custom
 * overlays (see CustomMapOverlay).
 */
export interface MapLegendData<Id extends string = never> {
  /** The overlay that is on. */
  overlay: MapOverlay | Id;
  /**
   * How it colors the bays; 'values' when it only writes values on them (the bays keep their plain color);
   * 'custom' for a screen's own overlay, its legend read from its d3 scale.
   */
  scheme: Exclude<ColorScheme, null> | 'values' | 'custom';
  title: string;
  entries: MapLegendEntry[];
  /** Age only: the tick values under the segmented bar (part 2 §2.3: 100/200/300 days). */
  ticks?: readonly number[];
  /** A custom overlay's continuous scale: the colour stops (offset 0..1) of the bar above its ticks. */
  stops?: readonly { offset: number; color: string }[];
}

/** Colors and texts of every bay for the overlays that are on. */
export interface BayStyles {
  /** Index into `palette` per bay; 0 = the theme's plain bay color. */
  fill: Uint16Array;
  /** Fill colors; entry 0 is '' (the theme's color, read when drawing). */
  palette: readonly string[];
  /** Text color on each palette entry ('' = the theme's text color). */
  ink: readonly string[];
  /** A bay's overlay text ([] when no overlay is on); made on first use. */
  linesOf: (index: number) => readonly string[];
  /** The overlay (built in, or a custom overlay's id) that colors the map, null when none does. */
  coloredBy: MapOverlay | (string & {}) | null;
  /** The color drawn on a bay ('' = the theme's plain bay color): what a test or a portal compares. */
  fillOf: (index: number) => string;
  /** The value the overlay shows on a bay: a built-in overlay's value, a custom overlay's number. */
  valueOf: (index: number) => MapOverlayValue | number | undefined;
  legend: MapLegendData<string> | null;
}

/** Presentation palette for grouting-zone numbers (the seed gives no colors; adjacent zones differ). */
const GROUT_PALETTE = ['#cfe8ff', '#ffe3b8', '#d7f2d0', '#f3d4f0', '#fff6b0', '#d9dcff'] as const;

const NONE: readonly string[] = [];

/** A CSS colour as `#rrggbb` when the browser can say (a canvas normalises it), else as given. */
function hexOf(color: string): string {
  if (/^#[0-9a-f]{6}$/i.test(color)) return color.toLowerCase();
  if (typeof document === 'undefined') return color;
  if (!probe) probe = context2d(document.createElement('canvas'));
  const ctx = probe;
  if (!ctx) return color;
  ctx.fillStyle = '#000000';
  ctx.fillStyle = color;
  return ctx.fillStyle;
}
let probe: CanvasRenderingContext2D | null = null;

/** The value an overlay shows for a bay: the screen's value, else (for hive-sourced toggles) the hive's. */
function valueFor(
  spec: OverlaySpec,
  bay: MapBay,
  values: MapOverlayValues | undefined,
): MapOverlayValue | undefined {
  const given = values?.get(bay.id);
  if (given) return given;
  if (spec.source !== 'hive') return undefined;
  switch (spec.format) {
    case 'age':
      return { value: bay.ageDays };
    case 'stage':
      return { value: bay.stage };
    case 'grout':
      return { value: bay.grout, ...(bay.groutName ? { text: bay.groutName } : {}) };
    case 'zone':
      return { value: bay.free ? 1 : 0 };
    default:
      return undefined;
  }
}

function colorOf(scheme: ColorScheme, bay: MapBay, v: MapOverlayValue | undefined): string | null {
  if (v?.color) return v.color;
  switch (scheme) {
    case 'temperature':
      if (v === undefined) return null;
      return bandColor(v.band ?? temperatureBand(v.value ?? null, bay.closed ?? true));
    case 'age':
      return ageColor(ageBand(v?.value ?? null));
    case 'stage':
      return stageColor(v?.value ?? null);
    case 'grout': {
      const zone = v?.value ?? bay.grout;
      if (zone === null || zone === undefined) return null;
      return GROUT_PALETTE[Math.abs(Math.round(zone)) % GROUT_PALETTE.length]!;
    }
    case 'zone':
      return zoneColor(v?.value ?? (bay.free ? 1 : 0));
    case 'warning':
      return warningColor(v?.counts?.flow ?? 0, v?.counts?.temp ?? 0);
    case 'mode':
      return v?.mode ? controlModeColor(v.mode) : null;
    default:
      return null;
  }
}

/** The text an overlay writes on a bay, or null when it has nothing to say. */
export function overlayText(
  spec: OverlaySpec,
  v: MapOverlayValue | undefined,
  f: OverlayFormat,
): string | null {
  if (v === undefined) return null;
  // The domain's flow adapter marks 'water stopped' (raw -2) with the text 'stopped'.
  if (v.text === 'stopped' && spec.format === 'flow') return f.t('map.value.stopped');
  if (v.text && spec.format !== 'grout') return v.text;
  const value = v.value ?? null;
  const num = (x: number, d: number) => f.number(x, d);
  switch (spec.format) {
    case 'temperature':
      return value === null ? f.t('map.value.none') : f.t('map.value.celsius', { value: num(value, 1) });
    case 'temperatureAt': {
      if (value === null) return f.t('map.value.none');
      const text = f.t('map.value.celsius', { value: num(value, 1) });
      return v.at ? `${text} ${f.shortTime(v.at)}` : text;
    }
    case 'rate':
      return value === null
        ? f.t('map.value.none')
        : f.t('map.value.rate', { value: coolingRateText(value) });
    case 'gap': {
      if (value === null) return f.t('map.value.none');
      const dir = v.arrow ?? gapDirection(value) ?? 'flat';
      const arrow = dir === 'up' ? '↑' : dir === 'down' ? '↓' : '→';
      return `${arrow}${f.t('map.value.celsius', { value: num(Math.abs(value), 1) })}`;
    }
    case 'foundation': {
      const diff = foundationDiff(value);
      return diff === null ? f.t('map.value.none') : f.t('map.value.celsius', { value: num(diff, 1) });
    }
    case 'flow':
      return value === null ? f.t('map.value.none') : f.t('map.value.flow', { value: num(value, 2) });
    case 'volume':
      return value === null ? f.t('map.value.none') : f.t('map.value.volume', { value: num(value, 0) });
    case 'warnings':
      return f.t('map.value.warnings', { flow: v.counts?.flow ?? 0, temp: v.counts?.temp ?? 0 });
    case 'age':
      return value === null ? f.t('map.value.none') : f.t('map.value.age', { value: num(value, 0) });
    case 'stage':
      return value === null ? f.t('stage.unknown') : f.t('map.value.stage', { value });
    case 'grout':
      return v.text ?? (value === null ? null : f.t('map.value.grout', { value }));
    case 'zone':
      return f.t(value === 0 ? 'map.value.constrained' : 'map.value.free');
    case 'mode':
      return v.mode ? f.t(v.mode === 'auto' ? 'map.value.auto' : 'map.value.manual') : null;
    default:
      return null;
  }
}

/** The legend of an overlay colored by `scheme` (exported for the map bench, which shows it beside Leaflet). */
export function legendFor(
  overlay: MapOverlay,
  scheme: Exclude<ColorScheme, null> | 'values',
  f: OverlayFormat,
): MapLegendData {
  const title = f.t(`map.toggle.${overlay}`);
  const c = (value: number) => f.t('map.value.celsius', { value: f.number(value, 0) });
  switch (scheme) {
    case 'temperature': {
      const entries: MapLegendEntry[] = TEMPERATURE_BANDS.map(({ band, above }, i) => {
        const upper = TEMPERATURE_BANDS[i - 1]?.above;
        const label =
          upper === undefined
            ? `> ${c(above)}`
            : Number.isFinite(above)
              ? `${c(above)} – ${c(upper)}`
              : `≤ ${c(upper)}`;
        return { color: bandColor(band), label };
      });
      entries.push({ color: bandColor('white'), label: f.t('map.legend.notClosed') });
      return { overlay, scheme, title, entries };
    }
    case 'age':
      return {
        overlay,
        scheme,
        title,
        ticks: [0, ...AGE_LEGEND_DAYS],
        entries: [
          { color: ageColor('under100'), label: f.t('map.legend.ageUnder', { value: 100 }) },
          { color: ageColor('under200'), label: f.t('map.legend.ageBetween', { from: 100, to: 200 }) },
          { color: ageColor('atLeast200'), label: f.t('map.legend.ageAtLeast', { value: 200 }) },
        ],
      };
    case 'stage':
      return {
        overlay,
        scheme,
        title,
        entries: CONCRETE_STAGES.map((s) => ({
          color: stageColor(s),
          label: `${s} ${f.t(stageName(s))}`,
        })),
      };
    case 'grout':
      return {
        overlay,
        scheme,
        title,
        entries: [{ color: GROUT_PALETTE[0], label: f.t('map.legend.groutAlternate') }],
      };
    case 'zone':
      return {
        overlay,
        scheme,
        title,
        entries: [
          { color: zoneColor(0), label: f.t('map.value.constrained') },
          { color: zoneColor(1), label: f.t('map.value.free') },
        ],
      };
    case 'warning':
      return {
        overlay,
        scheme,
        title,
        entries: [
          { color: warningColor(1, 0), label: f.t('map.legend.withWarnings') },
          { color: warningColor(0, 0), label: f.t('map.legend.noWarnings') },
        ],
      };
    case 'mode':
      return {
        overlay,
        scheme,
        title,
        entries: [
          { color: controlModeColor('auto'), label: f.t('map.value.auto') },
          { color: controlModeColor('manual'), label: f.t('map.value.manual') },
        ],
      };
    case 'values':
      // Nothing colors the bays: the legend says so, with the plain bay's swatch.
      return {
        overlay,
        scheme,
        title,
        entries: [{ color: PLAIN_BAY_SWATCH, label: f.t('map.legend.valuesOnly') }],
      };
  }
}

/** The plain bay's color in the legend (the canvas reads the same theme property). */
const PLAIN_BAY_SWATCH = 'var(--dam-color-surface)';

/** The distinct fill colours of a frame, each with a text colour that reads on it; index 0 is the plain bay. */
function paletteBuilder() {
  const palette: string[] = [''];
  const ink: string[] = [''];
  const indexByColor = new Map<string, number>();
  return {
    palette,
    ink,
    indexOf(color: string): number {
      let p = indexByColor.get(color);
      if (p === undefined) {
        p = palette.length;
        const hex = hexOf(color);
        palette.push(hex);
        ink.push(/^#[0-9a-f]{6}$/.test(hex) ? readableTextColor(hex) : '');
        indexByColor.set(color, p);
      }
      return p;
    },
  };
}

/**
 * Colors and texts for every bay given the overlay that is on (part 2 §2.3): its colors (none for an overlay
 * that only writes values), its value on each bay and its legend, all from the one overlay.
 */
export function styleBays(
  scene: Scene,
  active: MapOverlay | null,
  data: Partial<Record<MapOverlay, MapOverlayValues>>,
  f: OverlayFormat,
): BayStyles {
  const hives = scene.bays;
  const n = hives.length;
  const spec = active ? OVERLAY_SPECS[active] : undefined;
  const values = active ? data[active] : undefined;

  const fill = new Uint16Array(n);
  const { palette, ink, indexOf } = paletteBuilder();
  // Grouting zones take a presentation palette: the legend names the zones drawn in each of its colours.
  const zonesByColor = spec?.color === 'grout' ? new Map<string, Set<string>>() : null;
  if (spec?.color) {
    for (let i = 0; i < n; i++) {
      const hive = hives[i]!;
      const value = valueFor(spec, hive, values);
      const color = colorOf(spec.color, hive, value);
      if (color === null) continue;
      if (zonesByColor) {
        const zone = overlayText(spec, value, f);
        if (zone) {
          const zones = zonesByColor.get(color) ?? new Set<string>();
          zones.add(zone);
          zonesByColor.set(color, zones);
        }
      }
      fill[i] = indexOf(color);
    }
  }

  // Texts are made on demand (only bays in view at label zoom, or rows of the open list), then kept.
  const cache: (readonly string[] | undefined)[] = new Array(spec ? n : 0);
  const linesOf = (i: number): readonly string[] => {
    if (!spec) return NONE;
    const known = cache[i];
    if (known) return known;
    const hive = hives[i];
    if (!hive) return NONE;
    const text = overlayText(spec, valueFor(spec, hive, values), f);
    const lines = text ? [text] : NONE;
    cache[i] = lines;
    return lines;
  };

  return {
    fill,
    palette,
    ink,
    linesOf,
    coloredBy: spec?.color ? active : null,
    fillOf: (i) => palette[fill[i] ?? 0] ?? '',
    valueOf: (i) => (spec && hives[i] ? valueFor(spec, hives[i], values) : undefined),
    legend:
      !active || !spec
        ? null
        : zonesByColor
          ? groutLegend(active, zonesByColor, f)
          : legendFor(active, spec.color ?? 'values', f),
  };
}

/**
 * Colors and texts for every bay under a screen's own overlay: each bay's value through the overlay's scale
 * and label function, and the legend read from the same scale, so the swatches are the colours drawn.
 */
export function styleCustomBays(scene: Scene, overlay: CustomMapOverlay, f: OverlayFormat): BayStyles {
  const bays = scene.bays;
  const n = bays.length;
  const scale = colorScaleOf(overlay.color);
  const tickCount = overlay.ticks ?? 5;
  const format = overlay.format ?? ((value: number) => f.number(value, 2, 0));
  const values = new Float64Array(n);
  const fill = new Uint16Array(n);
  const { palette, ink, indexOf } = paletteBuilder();
  let missing = false;
  for (let i = 0; i < n; i++) {
    const value = overlay.value(bays[i]!);
    values[i] = value ?? Number.NaN;
    if (value === null || value === undefined || Number.isNaN(value)) {
      missing = true;
      continue;
    }
    const color = scale(value);
    if (color) fill[i] = indexOf(color);
  }
  const label = overlay.label ?? ((value: number) => format(value));
  const cache: (readonly string[] | undefined)[] = new Array(n);
  const linesOf = (i: number): readonly string[] => {
    const known = cache[i];
    if (known) return known;
    const value = values[i]!;
    const lines = Number.isNaN(value) || !bays[i] ? NONE : [label(value, bays[i])];
    cache[i] = lines;
    return lines;
  };
  const shape = customLegendShape(scale, format, tickCount);
  const entries = shape.entries.map((e) => ({ color: hexOf(e.color), label: e.label }));
  if (missing) entries.push({ color: PLAIN_BAY_SWATCH, label: f.t('map.legend.noValue') });
  return {
    fill,
    palette,
    ink,
    linesOf,
    coloredBy: overlay.id,
    fillOf: (i) => palette[fill[i] ?? 0] ?? '',
    valueOf: (i) => (Number.isNaN(values[i]!) ? undefined : values[i]),
    legend: {
      overlay: overlay.id,
      scheme: 'custom',
      title: overlay.title,
      entries,
      ...(shape.stops && { stops: shape.stops.map((s) => ({ offset: s.offset, color: hexOf(s.color) })) }),
    },
  };
}

/** Zone names listed on one legend entry before the rest are counted. */
const ZONES_PER_ENTRY = 6;

/** The grouting-zone legend: each palette colour drawn, with the zones it marks. */
function groutLegend(
  overlay: MapOverlay,
  zonesByColor: Map<string, Set<string>>,
  f: OverlayFormat,
): MapLegendData {
  const collator = new Intl.Collator(undefined, { numeric: true });
  const entries = [...zonesByColor].map(([color, zones]) => {
    const names = [...zones].sort(collator.compare);
    const shown = names.slice(0, ZONES_PER_ENTRY).join(', ');
    const rest = names.length - ZONES_PER_ENTRY;
    return {
      color: hexOf(color),
      label: rest > 0 ? f.t('map.legend.zonesMore', { zones: shown, count: rest }) : shown,
    };
  });
  return { overlay, scheme: 'grout', title: f.t(`map.toggle.${overlay}`), entries };
}

/** One line describing a bay and what the map shows on it, for the list and for screen readers. */
export function describeBay(bay: MapBay, lines: readonly string[], f: OverlayFormat): string {
  const base = f.t('map.baySummary', {
    label: bay.label,
    block: bay.block,
    bottom: f.number(bay.bottom, 1),
    top: f.number(bay.top, 1),
  });
  return lines.length > 0 ? `${base} · ${lines.join(' · ')}` : base;
}
