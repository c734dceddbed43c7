/**
 * Deterministic pseudo-random numbers for the site simulator. Pure: no Node APIs, so stories and tests can
 * build the same site in the browser. mulberry32 is small, fast and good enough for synthetic site data.
 */

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Standard normal (Box–Muller). */
  normal(mean?: number, sd?: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** A new independent stream derived from this one and a label. */
  fork(label: string | number): Random;
}

/** 32-bit FNV-1a hash of a string, used to derive seeds from labels. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded generator: the same seed always yields the same sequence. */
export function createRandom(seed: number | string): Random {
  let state = (typeof seed === 'string' ? hashString(seed) : seed >>> 0) || 0x9e3779b9;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    chance: (p) => next() < p,
    normal: (mean = 0, sd = 1) => {
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    fork: (label) => createRandom((hashString(String(label)) ^ Math.floor(next() * 4294967296)) >>> 0),
  };
  return random;
}

/**
 * Stateless noise: a deterministic value in [-1, 1) for a key and a time, so a reading at a given time is
 * the same whether it was produced while seeding or live.
 */
export function noiseAt(key: number, t: number): number {
  let h = (Math.imul(key ^ 0x27d4eb2d, 0x165667b1) ^ Math.imul(Math.floor(t) | 0, 0x85ebca6b)) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return ((h >>> 0) / 4294967296) * 2 - 1;
}
