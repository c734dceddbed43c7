import { describe, expect, it } from 'vitest';
import {
  candlestickBounds,
  entryBounds,
  firstDataDayMs,
  pickerBounds,
  reportBounds,
  reportDefaultRange,
  solarBounds,
  withinBounds,
} from './ranges.ts';

const H = 3_600_000;

describe('date bounds', () => {
  it('pickers run from 2000-01-01 to the end of 2060 in site time', () => {
    const b = pickerBounds();
    expect(b.minMs).toBe(Date.UTC(1999, 11, 31, 16));
    expect(b.maxMs).toBe(Date.UTC(2060, 11, 31, 16) - 1);
    expect(withinBounds(b.minMs, b)).toBe(true);
    expect(withinBounds(b.minMs - 1, b)).toBe(false);
    expect(withinBounds(b.maxMs, b)).toBe(true);
    expect(withinBounds(b.maxMs + 1, b)).toBe(false);
    expect(pickerBounds('UTC').minMs).toBe(Date.UTC(2000, 0, 1));
  });
  it('the candlestick picker runs from 2020-01-01 to now', () => {
    const now = Date.UTC(2026, 10, 21, 9);
    const b = candlestickBounds(now);
    expect(b).toEqual({ minMs: Date.UTC(2019, 11, 31, 16), maxMs: now });
    expect(withinBounds(firstDataDayMs() - 1, b)).toBe(false);
    expect(withinBounds(now + 1, b)).toBe(false);
  });
  it('entries run from 2020-01-01 to now', () => {
    const now = Date.UTC(2026, 10, 21, 9);
    expect(entryBounds(now)).toEqual({ minMs: firstDataDayMs(), maxMs: now });
  });
  it('the solar calendar ends at the end of today in site time', () => {
    const now = Date.UTC(2026, 10, 21, 9); // 17:00 in Shanghai
    expect(solarBounds(now).maxMs).toBe(Date.UTC(2026, 10, 21, 16) - 1);
  });
  it('reports run from three years back to the end of next year', () => {
    const now = Date.UTC(2026, 10, 21, 9); // 2026-11-21 17:00 in Shanghai
    const b = reportBounds(now);
    expect(b.minMs).toBe(Date.UTC(2023, 10, 20, 16)); // 2023-11-21 00:00 Shanghai
    expect(b.maxMs).toBe(Date.UTC(2027, 11, 31, 16) - 1); // 2027-12-31 23:59:59.999 Shanghai
  });
  it('the report range defaults to the last 7 calendar days', () => {
    const now = Date.UTC(2026, 10, 21, 9);
    const r = reportDefaultRange(now);
    expect(r.startMs).toBe(Date.UTC(2026, 10, 14, 16)); // 2026-11-15 00:00 Shanghai
    expect(r.endMs).toBe(Date.UTC(2026, 10, 21, 16) - 1);
    expect(Math.round((r.endMs + 1 - r.startMs) / (24 * H))).toBe(7);
  });
});
