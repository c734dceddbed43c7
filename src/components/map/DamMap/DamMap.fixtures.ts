import { createRandom, DAY, FIXTURE_NOW } from '../../fixtures';
import type {
  MapBay,
  MapBlockLine,
  MapCrossLine,
  MapHole,
  MapOverlay,
  MapOverlayValue,
  MapOverlayValues,
} from './types';

export { FIXTURE_NOW };

/** A dam as the map receives it, with the values of every overlay. */
export interface DamFixture {
  bays: MapBay[];
  holes: MapHole[];
  blockLines: MapBlockLine[];
  crossLines: MapCrossLine[];
  /** Values of every data overlay, as a screen would pass them once fetched. */
  overlayData: Partial<Record<MapOverlay, MapOverlayValues>>;
}

export interface DamOptions {
  /** Number of blocks (columns). */
  blocks?: number;
  /** Number of the first block. */
  firstBlock?: number;
  /** How many bays (lifts) have been poured. */
  bayCount?: number;
  /** PRNG seed: the same seed gives the same dam. */
  seed?: number;
  /** Foundation elevation at the valley floor and at the banks, metres. */
  floor?: number;
  banks?: number;
  /** Crest elevation, metres. */
  crest?: number;
  /** Days over which the poured lifts were placed. */
  days?: number;
}

const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

/** Control stage by concrete age (days), roughly as a site runs them. */
function stageByAge(age: number): number {
  if (age < 21) return 1;
  if (age < 45) return 2;
  if (age < 75) return 3;
  if (age < 110) return 4;
  if (age < 150) return 5;
  if (age < 210) return 6;
  return 7;
}

/** Target temperature of a stage, °C. */
const STAGE_TARGET = [0, 22, 18, 18, 16, 16, 13, 12];

/**
 * A deterministic dam in the manner of the reference simulator: a valley-shaped foundation (deeper in the
 * middle), lifts of 1.5 m in the constrained zone near the rock and 3 m above it, blocks rising staggered
 * (the lowest block gets the next lift), grouting zones every 9 m (1.8 map units), concrete that heats by
 * hydration to a peak at about 5 days and is cooled towards the stage targets, and the values of every
 * overlay (temperatures, drop rates, gaps, control modes, flows, warnings).
 */
export function generateDam({
  blocks = 25,
  firstBlock = 1,
  bayCount = 3100,
  seed = 7,
  floor = 400,
  banks = 480,
  crest = 834,
  days = 1100,
}: DamOptions = {}): DamFixture {
  const random = createRandom(seed);
  const foundation: number[] = [];
  for (let b = 0; b < blocks; b++) {
    const u = blocks === 1 ? 0 : (b / (blocks - 1)) * 2 - 1;
    foundation.push(Math.round(floor + (banks - floor) * Math.abs(u) ** 1.6));
  }
  const tops = [...foundation];
  const lifts: number[][] = foundation.map(() => []);
  const order: { b: number; bottom: number; top: number }[] = [];
  const constrainedHeight = 12;
  for (let n = 0; n < bayCount; n++) {
    // The lowest block gets the next lift; the middle blocks lead by up to 24 m, with some site randomness.
    let best = -1;
    let bestTop = Number.POSITIVE_INFINITY;
    for (let b = 0; b < blocks; b++) {
      const lift = tops[b]! - foundation[b]! < constrainedHeight ? 1.5 : 3;
      if (tops[b]! + lift > crest) continue;
      const u = blocks === 1 ? 0 : (b / (blocks - 1)) * 2 - 1;
      const score = tops[b]! - 24 * (1 - Math.abs(u)) + random() * 6;
      if (score < bestTop) {
        bestTop = score;
        best = b;
      }
    }
    if (best < 0) break;
    const lift = tops[best]! - foundation[best]! < constrainedHeight ? 1.5 : 3;
    const bottom = tops[best]!;
    tops[best] = bottom + lift;
    lifts[best]!.push(order.length);
    order.push({ b: best, bottom, top: bottom + lift });
  }

  const total = order.length;
  const hives: MapBay[] = [];
  const current = new Map<string, MapOverlayValue>();
  const maxTemp = new Map<string, MapOverlayValue>();
  const dropRate = new Map<string, MapOverlayValue>();
  const gap = new Map<string, MapOverlayValue>();
  const mode = new Map<string, MapOverlayValue>();
  const flow = new Map<string, MapOverlayValue>();
  const volume = new Map<string, MapOverlayValue>();
  const warnings = new Map<string, MapOverlayValue>();
  const liftNumber = new Array<number>(blocks).fill(0);

  for (let i = 0; i < total; i++) {
    const { b, bottom, top } = order[i]!;
    const block = firstBlock + b;
    liftNumber[b]! += 1;
    const id = String(100_000 + i);
    const placedAt = FIXTURE_NOW - ((total - i) / total) * days * DAY;
    const age = Math.max(0, Math.floor((FIXTURE_NOW - placedAt) / DAY));
    const stage = stageByAge(age);
    const closed = age >= 1 || i < total - Math.ceil(total * 0.004);
    const zone = Math.floor((bottom - floor) / 9) + 1;
    const peak = 25 + random() * 7;
    const target = STAGE_TARGET[stage]!;
    const temperature =
      age < 5
        ? round(13 + (peak - 13) * (age / 5) + random() * 0.6)
        : round(target + (peak - target) * Math.exp(-(age - 5) / 22) + (random() - 0.5) * 1.6);
    hives.push({
      id,
      label: `${block}-${liftNumber[b]}`,
      block,
      top,
      bottom,
      grout: zone,
      groutName: `${zone}区`,
      free: bottom - foundation[b]! >= 30,
      stage,
      ageDays: age,
      closed,
      temperature,
    });
    current.set(id, { value: temperature });
    maxTemp.set(id, { value: round(peak), at: placedAt + (4 + random() * 2) * DAY });
    dropRate.set(id, { value: age < 5 ? null : round(0.05 + random() * 0.5, 2) });
    const g = round(temperature - target, 1);
    gap.set(id, { value: g });
    mode.set(id, { mode: random() < 0.85 ? 'auto' : 'manual' });
    const r = random();
    flow.set(
      id,
      r < 0.03
        ? { value: null }
        : r < 0.05
          ? { value: 0, text: 'stopped' }
          : { value: round(age > 300 ? 0 : 12 + random() * 30, 2) },
    );
    volume.set(id, { value: Math.round(Math.min(age, 300) * 1440 * (18 + random() * 8)) });
    const w = random();
    warnings.set(id, {
      counts: { flow: w < 0.05 ? 1 + Math.floor(random() * 3) : 0, temp: w > 0.96 ? 1 : 0 },
    });
  }

  const blockLines: MapBlockLine[] = [];
  for (let b = 1; b < blocks; b++) {
    blockLines.push({
      block: firstBlock + b,
      bottom: Math.min(foundation[b]!, foundation[b - 1]!),
      top: Math.max(tops[b]!, tops[b - 1]!),
    });
  }
  const mid = Math.floor(blocks / 2);
  const holes: MapHole[] = [];
  for (const b of [mid - 1, mid + 1]) {
    if (b >= 0 && b < blocks && tops[b]! > foundation[b]! + 60) {
      holes.push({ block: firstBlock + b, lower: foundation[b]! + 30, up: foundation[b]! + 42 });
    }
  }
  // Surface spillway notches near the top of the leading blocks: their c_hole_up is the crest, above 800.
  for (const b of [mid, mid + 2]) {
    if (b >= 0 && b < blocks && tops[b]! > 780)
      holes.push({ block: firstBlock + b, lower: tops[b]! - 12, up: crest });
  }
  const crossLines: MapCrossLine[] = [];
  for (let e = Math.ceil(floor / 50) * 50; e < crest; e += 50)
    crossLines.push({ elevation: e, label: `EL ${e}` });

  return {
    bays: hives,
    holes,
    blockLines,
    crossLines,
    overlayData: {
      warningCount: warnings,
      currentTemperature: current,
      latestMaxTemperature: maxTemp,
      dropRate,
      temperatureGap: gap,
      foundationDiff: maxTemp,
      controlMode: mode,
      currentFlow: flow,
      totalFlow: volume,
      liveWarnings: warnings,
    },
  };
}

/** About 150 bays in 6 blocks: a small area, as a new site starts. */
export const smallDam = generateDam({ blocks: 6, firstBlock: 10, bayCount: 150, seed: 3, days: 260 });

/** 3,100 bays in 25 blocks: the large scale (benchmarks use the same dam). */
export const largeDam = generateDam({ blocks: 25, bayCount: 3100, seed: 7 });
