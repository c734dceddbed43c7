import { describe, expect, it } from 'vitest';
import {
  airTemperature,
  controlOpening,
  DEFAULT_BAY_THERMAL,
  flowFromOpening,
  inletWaterTemperature,
  kaiduFromOpening,
  openingForFlow,
  outletWaterTemperature,
  REPORT_PERIOD_DAYS,
  solarRadiation,
  stageAt,
  stepBay,
  type TargetDesign,
  targetTemperature,
} from './physics.ts';
import { createRandom } from './random.ts';

const design: TargetDesign = { maxAllowed: 27, firstControl: 23, midFirst: 18, midSecond: 15, final: 10 };
const JULY = Date.UTC(2025, 6, 1) / 1000;
const JANUARY = Date.UTC(2025, 0, 10) / 1000;

/** A bay poured at `start`, cooled by `loops` auto loops (or fixed flows), for `days` days. */
function simulate(
  start: number,
  days: number,
  options: { loops?: number; fixedFlow?: number; placing?: number } = {},
) {
  let temp = options.placing ?? 16;
  const loops = options.loops ?? 2;
  const controllers = Array.from({ length: loops }, () => ({ integral: 0 }));
  const series: { age: number; temp: number; target: number; stage: number }[] = [];
  for (let i = 0; i < days * 144; i++) {
    const age = i * REPORT_PERIOD_DAYS;
    const t = start + i * 600;
    const target = targetTemperature(age, design);
    const flows = controllers.map((c, k) => {
      let flow = options.fixedFlow;
      if (flow === undefined) {
        const r = controlOpening(c, temp, target, REPORT_PERIOD_DAYS);
        controllers[k] = r.state;
        flow = flowFromOpening(r.opening);
      }
      return { flowLpm: flow, inletC: inletWaterTemperature(stageAt(age), t) };
    });
    temp = stepBay(temp, age, REPORT_PERIOD_DAYS, flows, airTemperature(t)).concreteC;
    series.push({ age, temp, target, stage: stageAt(age) });
  }
  return series;
}

describe('site physics', () => {
  it('keeps concrete below 40 °C with cooling, and below 65 °C even without any water', () => {
    for (const start of [JULY, JANUARY]) {
      const cooled = simulate(start, 60);
      expect(Math.max(...cooled.map((p) => p.temp))).toBeLessThan(40);
      const uncooled = simulate(start, 60, { loops: 0, placing: 30 });
      expect(Math.max(...uncooled.map((p) => p.temp))).toBeLessThan(65);
      expect(Math.min(...uncooled.map((p) => p.temp))).toBeGreaterThan(-5);
    }
  });

  it('heats from hydration: without water the bay warms by most of its adiabatic rise in a week', () => {
    const s = simulate(JULY, 7, { loops: 0, placing: 16 });
    const peak = Math.max(...s.map((p) => p.temp));
    expect(peak - 16).toBeGreaterThan(DEFAULT_BAY_THERMAL.theta0 * 0.6);
  });

  it('cools: more water means a lower temperature', () => {
    const little = simulate(JULY, 20, { fixedFlow: 5 });
    const lots = simulate(JULY, 20, { fixedFlow: 30 });
    const at = (s: typeof little, day: number) => s[day * 144]?.temp ?? Number.NaN;
    for (const day of [3, 10, 19]) expect(at(lots, day)).toBeLessThan(at(little, day));
  });

  it('passes through the seven stages in order and tracks the target in cooling stages', () => {
    const s = simulate(JULY, 150);
    const stages = s.map((p) => p.stage);
    expect(stages[0]).toBe(1);
    expect(stages[stages.length - 1]).toBe(7);
    for (let i = 1; i < stages.length; i++) expect(stages[i]).toBeGreaterThanOrEqual(stages[i - 1] as number);
    expect(new Set(stages).size).toBe(7);
    // At the end of each cooling stage the concrete is within 1.5 °C of its target.
    for (const day of [35, 74, 124]) {
      const p = s[day * 144 - 1];
      expect(Math.abs((p?.temp ?? 0) - (p?.target ?? 0))).toBeLessThan(1.5);
    }
  });

  it('warms the water through the pipe, never past the concrete', () => {
    for (const flow of [1, 10, 30]) {
      const out = outletWaterTemperature(25, 9, flow);
      expect(out).toBeGreaterThan(9);
      expect(out).toBeLessThan(25);
    }
    expect(outletWaterTemperature(25, 9, 30)).toBeLessThan(outletWaterTemperature(25, 9, 5));
  });

  it('maps valve opening, flow and kaidu consistently', () => {
    expect(kaiduFromOpening(100)).toBe(20);
    expect(kaiduFromOpening(0)).toBe(100);
    for (const o of [10, 50, 90]) expect(openingForFlow(flowFromOpening(o))).toBeCloseTo(o, 6);
  });

  it('has cold winters, warm summers and no sun at night', () => {
    expect(airTemperature(JULY + 7 * 3600)).toBeGreaterThan(airTemperature(JANUARY + 7 * 3600) + 10);
    expect(solarRadiation(JULY - 8 * 3600 + 3 * 3600)).toBe(0);
    expect(solarRadiation(JULY + 5 * 3600)).toBeGreaterThan(100);
  });

  it('random streams are deterministic', () => {
    const a = createRandom('x');
    const b = createRandom('x');
    expect([a.next(), a.next(), a.int(1, 6)]).toEqual([b.next(), b.next(), b.int(1, 6)]);
  });
});
