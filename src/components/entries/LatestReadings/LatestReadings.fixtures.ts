import { DAY, FIXTURE_NOW, MINUTE } from '../../fixtures';
import type { LatestReading } from './LatestReadings';

export { FIXTURE_NOW };

/** The five thermometers of a gradient meter, from the surface down (part 2 §2.9), °C. */
export const thermometers: LatestReading[] = [
  { id: 'td1', name: 'TD19-010-0.1m', value: 8.1, time: FIXTURE_NOW - 2 * MINUTE },
  { id: 'td2', name: 'TD19-010-0.5m', value: 10.6, time: FIXTURE_NOW - 2 * MINUTE },
  { id: 'td3', name: 'TD19-010-1m', value: 12.4, time: FIXTURE_NOW - 2 * MINUTE },
  { id: 'td4', name: 'TD19-010-2m', value: 13.8, time: FIXTURE_NOW - 2 * MINUTE },
  { id: 'td5', name: 'TD19-010-3m', value: null, time: null },
];

/** A pressure meter's inlet and outlet, MPa. */
export const pressures: LatestReading[] = [
  { id: 'in', name: '进口压力', value: 0.404, time: FIXTURE_NOW - 5 * MINUTE },
  { id: 'out', name: '出口压力', value: 0.129, time: FIXTURE_NOW - 5 * MINUTE },
];

/** Long names, far-out values, old readings. */
export const extreme: LatestReading[] = Array.from({ length: 12 }, (_, i) => ({
  id: `x${i}`,
  name: `白鹤滩左岸 ${i + 1}# 坝段第二十三层浇筑仓温度梯度仪深部测点-${i * 0.5}m`,
  value: i % 2 ? -1234.5678 : 98765.4321,
  time: FIXTURE_NOW - i * 40 * DAY,
}));
