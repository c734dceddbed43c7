import { utcMonday, utcTicks } from 'd3-time';
import { timeZoneOffsetMs } from '../../../domain/time';
import { valueTicks } from './linear';
import type { AxisTick, XAxis } from './types';

/**
 * Time-axis ticks in the site's time zone. Ticks fall on the site's wall-clock boundaries (whole hours,
 * midnights, Mondays, first days of months) whatever the zone of the phone: the view is moved into "wall
 * time" with the zone's offset from Intl, d3 ticks it there (d3-time's `utcTicks`, the ticks of d3-scale's
 * `scaleUtc`, with Mondays for weeks as site calendars have them), and each tick is moved back with the offset valid at it (so a
 * daylight-saving change would still land on local midnight). Asia/Shanghai has a fixed offset; the arithmetic
 * does not rely on it. Labels are numeric (HH:mm, MM-DD, YYYY-MM, YYYY) and read the same in both languages.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** Ticks this close to an edge get their label beside them (axes.ts uses the same distance). */
export const EDGE = 18;

const offsetCache = new Map<string, number>();

/** The zone's offset at `ms`, cached per quarter hour (offsets only change on whole quarters). */
export function zoneOffset(ms: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(ms / (15 * MINUTE))}`;
  let off = offsetCache.get(key);
  if (off === undefined) {
    off = timeZoneOffsetMs(ms, timeZone);
    if (offsetCache.size > 2048) offsetCache.clear();
    offsetCache.set(key, off);
  }
  return off;
}

/** The instant at which the site's clocks show the wall time `wall` (wall time written as UTC). */
function fromWall(wall: number, timeZone: string): number {
  const guess = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(guess, timeZone);
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** What a step of ticks writes: times of day, days, months or years. */
type StepKind = 'time' | 'day' | 'month' | 'year';

function stepKind(ms: number): StepKind {
  if (ms < DAY) return 'time';
  if (ms < 28 * DAY) return 'day';
  if (ms < 365 * DAY) return 'month';
  return 'year';
}

/**
 * Rough width of a numeric tick label per character, CSS px (digits of the 13 px axis font, with some margin
 * for the 15 px of the sunlight theme), and the gap wanted between labels.
 */
const CHAR_PX = 8;
const LABEL_GAP = 10;

/** Width a step's labels need between tick centres (HH:mm and MM-DD: 5 characters, YYYY-MM: 7, YYYY: 4). */
const labelRoom = (kind: StepKind) => (kind === 'month' ? 7 : kind === 'year' ? 4 : 5) * CHAR_PX + LABEL_GAP;

function label(wall: number, kind: StepKind): { text: string; major: boolean } {
  const d = new Date(wall);
  const y = d.getUTCFullYear();
  const mo = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  switch (kind) {
    case 'time':
      if (d.getUTCHours() === 0 && d.getUTCMinutes() === 0)
        return { text: `${pad(mo)}-${pad(day)}`, major: true };
      return { text: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`, major: false };
    case 'day':
      return { text: `${pad(mo)}-${pad(day)}`, major: day === 1 };
    case 'month':
      return mo === 1 ? { text: String(y), major: true } : { text: `${y}-${pad(mo)}`, major: false };
    case 'year':
      return { text: String(y), major: false };
  }
}

/** d3's wall-time ticks for about `count` intervals; weekly ticks on Mondays. */
function wallTicks(w0: number, w1: number, count: number): number[] {
  let dates = utcTicks(new Date(w0), new Date(w1), count);
  const step = dates.length > 1 ? dates[1]!.getTime() - dates[0]!.getTime() : 0;
  if (step === WEEK) dates = utcMonday.range(new Date(w0), new Date(w1 + 1));
  return dates.map((d) => d.getTime());
}

/**
 * Ticks of the time axis for the view [start, end] drawn `width` CSS pixels wide, about one per
 * `spacing` pixels, and never so many that neighbouring labels touch (YYYY-MM labels are wider than HH:mm).
 */
export function timeTicks(
  start: number,
  end: number,
  width: number,
  timeZone: string,
  spacing = 84,
): AxisTick[] {
  const span = end - start;
  if (!(span > 0) || width <= 0) return [];
  const w0 = start + zoneOffset(start, timeZone);
  const w1 = end + zoneOffset(end, timeZone);
  const k = width / span;
  // The most ticks whose labels fit, asking d3 for fewer until they do. d3's steps have gaps (no 2-month
  // step): when asking for fewer leaves a single tick, every n-th tick of the last step with two or more is kept.
  let walls: number[] = [];
  let kind: StepKind = 'time';
  let thinned: { walls: number[]; kind: StepKind; every: number } | null = null;
  for (let count = Math.max(1, Math.floor(width / spacing)); count >= 1; count--) {
    const ticks = wallTicks(w0, w1, count);
    // The shortest gap between two ticks (months differ in length) must hold a label.
    let gap = Number.POSITIVE_INFINITY;
    for (let i = 1; i < ticks.length; i++) gap = Math.min(gap, ticks[i]! - ticks[i - 1]!);
    const stepOf = stepKind(Number.isFinite(gap) ? gap : span);
    if (ticks.length < 2 && thinned) break;
    walls = ticks;
    kind = stepOf;
    if (ticks.length < 2 || gap * k >= labelRoom(stepOf)) {
      thinned = null;
      break;
    }
    thinned = { walls: ticks, kind: stepOf, every: Math.ceil(labelRoom(stepOf) / (gap * k)) };
  }
  if (thinned) {
    // Of the n ways to keep every n-th tick, the one with the most labels clear of the edges.
    const { every } = thinned;
    const inside = (w: number) => {
      const pos = (fromWall(w, timeZone) - start) * k;
      return pos >= EDGE && pos <= width - EDGE;
    };
    let best: number[] = [];
    for (let phase = 0; phase < every; phase++) {
      const kept = thinned.walls.filter((_, i) => i % every === phase);
      if (kept.filter(inside).length > best.filter(inside).length) best = kept;
    }
    walls = best;
    kind = thinned.kind;
  }
  const out: AxisTick[] = [];
  for (const w of walls) {
    const pos = (fromWall(w, timeZone) - start) * k;
    if (pos < -0.5 || pos > width + 0.5) continue;
    const { text, major } = label(w, kind);
    out.push({ pos, label: text, major });
  }
  // A label at an edge is drawn beside its tick, not centred on it (see axes.ts): drop it when it would run
  // into its neighbour.
  const room = labelRoom(kind) - LABEL_GAP;
  const first = out[0];
  const second = out[1];
  if (first && second && first.pos < EDGE && second.pos - first.pos < room * 1.5) out.shift();
  const last = out[out.length - 1];
  const before = out[out.length - 2];
  if (last && before && last.pos > width - EDGE && last.pos - before.pos < room * 1.5) out.pop();
  return out;
}

/**
 * Ticks of an elapsed-days axis (block-age comparison): x values are ms since day 0; labels come from
 * `format(days)`.
 */
export function dayTicks(
  start: number,
  end: number,
  width: number,
  format: (days: number) => string,
  spacing = 72,
): AxisTick[] {
  const span = end - start;
  if (!(span > 0) || width <= 0) return [];
  const count = Math.max(1, Math.floor(width / spacing));
  const values = valueTicks(start / DAY, end / DAY, count).filter((d) => Number.isInteger(d));
  const k = width / span;
  return values.map((d) => ({ pos: (d * DAY - start) * k, label: format(d) }));
}

/** The elapsed-days axis of the block-age comparison: day ticks, positions named `label(days)`. */
export function daysAxis(label: (days: number) => string): XAxis {
  return {
    ticks: (start, end, width) => dayTicks(start, end, width, label),
    format: (ms) => label(Math.floor(ms / DAY)),
  };
}
