import { timeZoneOffsetMs } from '../../../domain/time';
import { tickStep, valueTicks } from './linear';
import type { AxisTick, XAxis } from './types';

/**
 * Time-axis ticks in the site's time zone. Ticks fall on the site's wall-clock boundaries (whole hours,
 * midnights, Mondays, first days of months) whatever the zone of the phone: the view is moved into "wall
 * time" with the zone's offset from Intl, stepped there, and each tick moved back with the offset valid at it
 * (so a daylight-saving change would still land on local midnight). Asia/Shanghai has a fixed offset; the
 * arithmetic does not rely on it. Labels are numeric (HH:mm, MM-DD, YYYY-MM, YYYY) and read the same in both
 * languages.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** 1970-01-05 was a Monday: weeks start on Monday on site calendars. */
const MONDAY = 4 * DAY;

type Step =
  | { kind: 'fixed'; ms: number }
  | { kind: 'week' }
  | { kind: 'month'; months: number }
  | { kind: 'year'; years: number };

/** Fixed steps: 1, 2, 5, 10, 15, 30 minutes; 1, 2, 3, 6, 12 hours; 1, 2 and 3 days. */
const FIXED = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440, 2880, 4320].map((m) => m * MINUTE);
const MONTH = 30.44 * DAY;

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

/**
 * Rough width of a numeric tick label per character, CSS px (digits of the 13 px axis font, with some margin
 * for the 15 px of the sunlight theme), and the gap wanted between labels.
 */
const CHAR_PX = 8;
const LABEL_GAP = 10;

/** Characters of the labels a step writes (HH:mm and MM-DD: 5, YYYY-MM: 7, YYYY: 4). */
function labelChars(step: Step): number {
  return step.kind === 'month' ? 7 : step.kind === 'year' ? 4 : 5;
}

/** Width a step's labels need between tick centres. */
const labelRoom = (step: Step) => labelChars(step) * CHAR_PX + LABEL_GAP;

function chooseStep(span: number, count: number, width: number): Step {
  // A little over the wanted count is fine: labels are short, and too few ticks say less than a few more.
  // But never so many that neighbouring labels touch (YYYY-MM labels are wider than HH:mm).
  // `shortest` is the step's shortest length (a 28-day month), for the room its labels get.
  const fits = (step: Step, ms: number, shortest = ms) =>
    span / ms <= count * 1.4 && (shortest / span) * width >= labelRoom(step);
  for (const ms of FIXED) {
    const step: Step = { kind: 'fixed', ms };
    if (fits(step, ms)) return step;
  }
  if (fits({ kind: 'week' }, WEEK)) return { kind: 'week' };
  for (const months of [1, 2, 3, 6]) {
    const step: Step = { kind: 'month', months };
    if (fits(step, months * MONTH, months * 28 * DAY)) return step;
  }
  return { kind: 'year', years: Math.max(1, Math.round(tickStep(span / (365 * DAY), count))) };
}

function label(wall: number, step: Step): { text: string; major: boolean } {
  const d = new Date(wall);
  const y = d.getUTCFullYear();
  const mo = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  switch (step.kind) {
    case 'fixed':
      if (step.ms < DAY) {
        if (d.getUTCHours() === 0 && d.getUTCMinutes() === 0)
          return { text: `${pad(mo)}-${pad(day)}`, major: true };
        return { text: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`, major: false };
      }
      return { text: `${pad(mo)}-${pad(day)}`, major: day === 1 };
    case 'week':
      return { text: `${pad(mo)}-${pad(day)}`, major: false };
    case 'month':
      return mo === 1 ? { text: String(y), major: true } : { text: `${y}-${pad(mo)}`, major: false };
    case 'year':
      return { text: String(y), major: false };
  }
}

/**
 * Ticks of the time axis for the view [start, end] drawn `width` CSS pixels wide, about one per
 * `spacing` pixels.
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
  const count = Math.max(1, Math.floor(width / spacing));
  const step = chooseStep(span, count, width);
  const w0 = start + zoneOffset(start, timeZone);
  const w1 = end + zoneOffset(end, timeZone);
  const walls: number[] = [];
  if (step.kind === 'fixed') {
    for (let w = Math.ceil(w0 / step.ms) * step.ms; w <= w1; w += step.ms) walls.push(w);
  } else if (step.kind === 'week') {
    for (let w = Math.ceil((w0 - MONDAY) / WEEK) * WEEK + MONDAY; w <= w1; w += WEEK) walls.push(w);
  } else if (step.kind === 'month') {
    const d = new Date(w0);
    const y = d.getUTCFullYear();
    let m = d.getUTCMonth();
    if (Date.UTC(y, m, 1) < w0) m++;
    m = Math.ceil(m / step.months) * step.months;
    for (let w = Date.UTC(y, m, 1); w <= w1; m += step.months, w = Date.UTC(y, m, 1)) walls.push(w);
  } else {
    let y = new Date(w0).getUTCFullYear();
    if (Date.UTC(y, 0, 1) < w0) y++;
    y = Math.ceil(y / step.years) * step.years;
    for (let w = Date.UTC(y, 0, 1); w <= w1; y += step.years, w = Date.UTC(y, 0, 1)) walls.push(w);
  }
  const k = width / span;
  const out: AxisTick[] = [];
  for (const w of walls) {
    const t = fromWall(w, timeZone);
    const pos = (t - start) * k;
    if (pos < -0.5 || pos > width + 0.5) continue;
    const { text, major } = label(w, step);
    out.push({ pos, label: text, major });
  }
  // A label at an edge is drawn beside its tick, not centred on it (see axes.ts): drop it when it would run
  // into its neighbour.
  const room = labelRoom(step) - LABEL_GAP;
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
