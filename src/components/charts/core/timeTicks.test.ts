import { describe, expect, it } from 'vitest';
import { dayTicks, timeTicks } from './timeTicks';

const H = 3_600_000;
const D = 24 * H;

describe('time ticks in the site zone', () => {
  it('falls on Shanghai midnights and whole hours, whatever the zone of the machine', () => {
    // 2026-11-17 00:00 Shanghai = 2026-11-16 16:00 UTC.
    const start = Date.UTC(2026, 10, 16, 16);
    const ticks = timeTicks(start, start + 2 * D, 1000, 'Asia/Shanghai');
    expect(ticks[0]).toMatchObject({ pos: 0, label: '11-17', major: true });
    expect(ticks.map((t) => t.label)).toContain('12:00');
    expect(ticks.map((t) => t.label)).toContain('11-18');
  });

  it('labels days, months and years as the span grows', () => {
    const start = Date.UTC(2026, 0, 1);
    expect(timeTicks(start, start + 30 * D, 600, 'UTC').every((t) => /^\d\d-\d\d$/.test(t.label))).toBe(true);
    const year = timeTicks(start, start + 365 * D, 600, 'UTC').map((t) => t.label);
    expect(year[0]).toBe('2026');
    expect(year).toContain('2026-07');
    const decade = timeTicks(start, start + 3650 * D, 600, 'UTC').map((t) => t.label);
    expect(decade.every((l) => /^\d{4}$/.test(l))).toBe(true);
  });

  it('leaves room between labels on a phone, also for the wider YYYY-MM labels at the edges', () => {
    // About 120 days on a 254 px plot (the bay chart with its target curve, at 390 px).
    const start = Date.UTC(2026, 6, 24);
    const ticks = timeTicks(start, start + 120 * D, 254, 'UTC', 70);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < ticks.length; i++) {
      const width = ticks[i]!.label.length * 8;
      expect(ticks[i]!.pos - ticks[i - 1]!.pos).toBeGreaterThanOrEqual(width);
    }
    expect(ticks[0]!.pos).toBeGreaterThanOrEqual(18);
  });

  it('puts ticks where their times are', () => {
    const start = Date.UTC(2026, 0, 1, 0, 7);
    for (const t of timeTicks(start, start + 6 * H, 600, 'UTC')) {
      expect(t.pos).toBeGreaterThanOrEqual(0);
      expect(t.pos).toBeLessThanOrEqual(600);
    }
  });

  it('counts whole days on an age axis', () => {
    const ticks = dayTicks(0, 80 * D, 800, (d) => `day ${d}`);
    expect(ticks[0]).toEqual({ pos: 0, label: 'day 0' });
    expect(ticks.every((t) => /^day \d+$/.test(t.label))).toBe(true);
  });
});
