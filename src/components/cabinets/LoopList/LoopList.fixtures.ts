import { valveOpening } from '../../../domain';
import { FIXTURE_NOW } from '../../fixtures';
import type { ThermometerRow } from '../ThermometerList/ThermometerList';
import type { LoopRow } from './LoopList';

export { FIXTURE_NOW };

const minutes = (n: number) => n * 60_000;

/** A small deterministic generator, so fixtures are realistic but identical on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The 36 loops of a cabinet on the left bank: most report every few minutes, a few are late or silent. */
export function cabinetLoops(count = 36, seed = 12): LoopRow[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i) => {
    const loop = i + 1;
    const block = 21 + Math.floor(i / 6);
    const lift = 1452 + (i % 3) * 3;
    // The cabinet's valve reading, turned into an opening by the seed's rule as the adapter does.
    const valve = Math.round(random() * 90);
    const late = loop === 7 ? 42 : loop === 15 ? 95 : loop === 22 ? 31 : random() * 6;
    const lpm = loop === 11 || loop === 29 ? 0 : round(14 + random() * 30, 2);
    return {
      loop,
      name: `${block}# 坝段 ${lift} m 仓 ${(i % 6) + 1} 号管`,
      reportedAt: loop === 29 ? null : FIXTURE_NOW - minutes(late),
      flow:
        loop === 11
          ? { kind: 'stopped' as const }
          : loop === 29
            ? { kind: 'unknown' as const }
            : { kind: 'value' as const, lpm },
      inTemp:
        loop === 29
          ? { kind: 'notCollected' as const }
          : { kind: 'value' as const, celsius: round(8 + random() * 4) },
      outTemp:
        loop === 29
          ? { kind: 'notCollected' as const }
          : loop === 18
            ? { kind: 'unknown' as const }
            : { kind: 'value' as const, celsius: round(13 + random() * 9) },
      opening: loop === 29 ? null : valveOpening(valve, lpm),
    };
  });
}

/** 24 thermometers of the same cabinet, two of them silent for hours, one never collected. */
export function cabinetThermometers(count = 24, seed = 7): ThermometerRow[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i) => {
    const loop = i + 1;
    const block = 21 + Math.floor(i / 4);
    return {
      loop,
      name: `${block}# 坝段 ${1452 + (i % 4) * 1.5} m 温度计 T${loop}`,
      reportedAt:
        loop === 5 ? FIXTURE_NOW - minutes(75) : loop === 17 ? null : FIXTURE_NOW - minutes(random() * 20),
      temp:
        loop === 17
          ? { kind: 'notCollected' as const }
          : loop === 9
            ? { kind: 'unknown' as const }
            : { kind: 'value' as const, celsius: round(18 + random() * 14) },
    };
  });
}

/** A full cabinet: 72 loops, with long names, to test the extreme. */
export const fullCabinetLoops: LoopRow[] = cabinetLoops(72, 99).map((row) => ({
  ...row,
  name: `白鹤滩水电站左岸 ${row.loop}# 坝段第二十三层浇筑仓二期冷却 ${row.loop} 号回路`,
}));
