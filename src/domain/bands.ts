import { type RawNumber, toNumber } from './number.ts';

/*
 * Colour bands of the temperature-control map (part 2 §4). The seed names CSS colours; we return them as
 * hex so canvas and SVG draw them alike, and give with each fill a text colour that stays readable on it.
 */

/** Temperature band names, hottest first (part 2 §4). 'white' = bay not yet closed / no end time. */
export type TemperatureBand =
  | 'red'
  | 'orange'
  | 'yellow'
  | 'yellowgreen'
  | 'green'
  | 'lightseagreen'
  | 'dodgerblue'
  | 'paleBeige'
  | 'white';

/** Bands with the temperature they lie strictly above, hottest first; the last one catches the rest. */
export const TEMPERATURE_BANDS: readonly { band: TemperatureBand; above: number }[] = [
  { band: 'red', above: 27 },
  { band: 'orange', above: 23 },
  { band: 'yellow', above: 20 },
  { band: 'yellowgreen', above: 18 },
  { band: 'green', above: 16 },
  { band: 'lightseagreen', above: 9 },
  { band: 'dodgerblue', above: 7 },
  { band: 'paleBeige', above: Number.NEGATIVE_INFINITY },
];

/**
 * Colour band of a bay temperature in °C (part 2 §4): > 27 red; > 23 orange; > 20 yellow; > 18 yellowgreen;
 * > 16 green; > 9 lightseagreen; > 7 dodgerblue; else pale beige. A bay not yet closed (no end) is white.
 * A missing temperature falls in the last band, pale beige, as in the legacy map.
 */
export function temperatureBand(celsius: number | null | undefined, closed = true): TemperatureBand {
  if (!closed) return 'white';
  if (celsius === null || celsius === undefined || Number.isNaN(celsius)) return 'paleBeige';
  for (const { band, above } of TEMPERATURE_BANDS) {
    if (celsius > above) return band;
  }
  return 'paleBeige';
}

const BAND_COLOURS: Record<TemperatureBand, string> = {
  red: '#ff0000',
  orange: '#ffa500',
  yellow: '#ffff00',
  yellowgreen: '#9acd32',
  green: '#008000',
  lightseagreen: '#20b2aa',
  dodgerblue: '#1e90ff',
  paleBeige: '#f5f5dc',
  white: '#ffffff',
};

/** CSS colour (hex) of a temperature band. */
export function bandColor(band: TemperatureBand): string {
  return BAND_COLOURS[band];
}

/** Concrete age bands (part 2 §4): < 100 days olive, < 200 days orange, else red. */
export type AgeBand = 'under100' | 'under200' | 'atLeast200' | 'unknown';
/** Age legend ticks, days (part 2 §2.3, §9). */
export const AGE_LEGEND_DAYS = [100, 200, 300] as const;

/** Age band of a bay from its age in days; a missing age is 'unknown'. */
export function ageBand(days: RawNumber): AgeBand {
  const d = toNumber(days);
  if (d === null) return 'unknown';
  if (d < 100) return 'under100';
  if (d < 200) return 'under200';
  return 'atLeast200';
}

const AGE_COLOURS: Record<AgeBand, string> = {
  under100: '#808000',
  under200: '#ffa500',
  atLeast200: '#ff0000',
  unknown: '#bdbdbd',
};

/** CSS colour of an age band (olive, orange, red; grey when unknown). Takes a band or an age in days. */
export function ageColor(bandOrDays: AgeBand | RawNumber): string {
  const band =
    typeof bandOrDays === 'string' && bandOrDays in AGE_COLOURS
      ? (bandOrDays as AgeBand)
      : ageBand(bandOrDays as RawNumber);
  return AGE_COLOURS[band];
}

/** Constrained (c_free 0) or free (anything else) zone (part 2 §3). */
export type ZoneKind = 'constrained' | 'free';

/** Zone of a bay from c_free: 0 (or '0') is constrained, anything else free (part 2 §3). */
export function zoneKind(cFree: RawNumber): ZoneKind {
  return cFree === 0 || (typeof cFree === 'string' && cFree.trim() === '0') ? 'constrained' : 'free';
}

/** Zone colour (part 2 §4): constrained red, free green. */
export function zoneColor(cFree: RawNumber): string {
  return zoneKind(cFree) === 'constrained' ? '#ff0000' : '#008000';
}

/** Warning toggle colour (part 2 §4): red if the flow or the temperature warning count is above 0, else blue. */
export function warningColor(flowCount: RawNumber, tempCount: RawNumber): string {
  return hasWarnings(flowCount, tempCount) ? '#ff0000' : '#0000ff';
}

/** Whether either warning count is above 0. */
export function hasWarnings(flowCount: RawNumber, tempCount: RawNumber): boolean {
  return (toNumber(flowCount) ?? 0) > 0 || (toNumber(tempCount) ?? 0) > 0;
}

/** Control-mode toggle colour (part 2 §2.3): smart-controlled bay green, manual red. */
export function controlModeColor(mode: 'auto' | 'manual'): string {
  return mode === 'auto' ? '#008000' : '#ff0000';
}

/** Arrow of the temperature-gap toggle (part 2 §2.3). */
export type GapDirection = 'up' | 'down' | 'flat';

/** Up when the gap is above 0, down below 0, flat at 0; null when there is no gap. */
export function gapDirection(gap: RawNumber): GapDirection | null {
  const n = toNumber(gap);
  if (n === null) return null;
  if (n > 0) return 'up';
  if (n < 0) return 'down';
  return 'flat';
}

function channel(hex: string, start: number): number {
  const c = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white, whichever reads better on a `#rrggbb` fill (labels on map rectangles). */
export function readableTextColor(fill: string): '#000000' | '#ffffff' {
  return contrastRatio(fill, '#000000') >= contrastRatio(fill, '#ffffff') ? '#000000' : '#ffffff';
}
