import { adaptBaySensor, type BaySensor } from '../../../domain';
import { createRandom } from '../../fixtures';
import { closedBay, FIXTURE_NOW, oldBay, pouringBay } from '../BayFacts/BayFacts.fixtures';

export { closedBay, FIXTURE_NOW, oldBay, pouringBay };

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The thermometers and loops of bay 4#-014 (two of each, one thermometer silent for two hours). */
export const baySensors: BaySensor[] = closedBay.sensors;

/**
 * A large bay of the river-bed blocks: 12 thermometers and 8 loops over two cabinets, with the states a site
 * shows — a loop with water stopped, a flow meter that reads nothing, a thermometer never heard from,
 * one taken off the bay.
 */
export function largeBaySensors(seed = 7): BaySensor[] {
  const random = createRandom(seed);
  const now = seconds(FIXTURE_NOW);
  const thermometers = Array.from({ length: 12 }, (_, i) =>
    adaptBaySensor({
      c_id: 900 + i,
      c_name: `12#-031 ${i < 6 ? '上层' : '下层'}温度计${(i % 6) + 1}`,
      c_type: 0,
      c_rack_id: i < 6 ? 14 : 15,
      c_loop: 40 + i,
      c_start: now - 30 * 86_400,
      c_end: i === 11 ? now - 2 * 86_400 : null,
      // Never heard from (4); taken off the bay two days ago, so no current value (11).
      value: i === 4 || i === 11 ? null : Math.round(180 + random() * 90),
      when_add: i === 4 || i === 11 ? null : now - Math.round(random() * 8) * 60,
      c_first_temp: Math.round(150 + random() * 40),
      c_max_temp: Math.round(270 + random() * 60),
    }),
  );
  const loops = Array.from({ length: 8 }, (_, i) =>
    adaptBaySensor({
      c_id: 800 + i,
      c_name: `12#-031 冷却水管${i + 1}`,
      c_type: 1,
      c_rack_id: i < 4 ? 14 : 15,
      c_loop: i + 1,
      c_start: now - 30 * 86_400,
      c_end: null,
      value: i === 2 ? -2 : i === 5 ? -1 : Math.round(800 + random() * 2200),
      when_add: i === 6 ? now - 45 * 60 : now - Math.round(random() * 5) * 60,
      c_in_temp: Math.round(85 + random() * 40),
      c_out_temp: i === 5 ? 1000 : Math.round(140 + random() * 80),
      kaidu: Math.round(random() * 100),
    }),
  );
  return [...thermometers, ...loops];
}
