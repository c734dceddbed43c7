/**
 * What every component's fixtures share: one fixed "now" and one seeded random source, so stories, browser
 * tests and screenshots show the same site on every run.
 */

/** A fixed "now" so stories and screenshots do not drift: 2026-11-20 10:00 in Shanghai. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 20, 2, 0, 0);

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** A small seeded PRNG (mulberry32): the same seed gives the same data in every run. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
