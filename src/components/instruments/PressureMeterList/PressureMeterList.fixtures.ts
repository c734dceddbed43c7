import { FIXTURE_NOW, HOUR, MINUTE } from '../../fixtures';
import type { PressureMeter } from './PressureMeterList';

export { FIXTURE_NOW };

const meter = (
  id: number,
  name: string,
  inMPa: number | null,
  outMPa: number | null,
  at: number | null,
): PressureMeter => ({
  id: String(id),
  name,
  inMPa,
  outMPa,
  inAt: at,
  outAt: at,
  inSeries: null,
  outSeries: null,
});

/** The header pressure meters of the cooling cabinets (part 2 §2.9): one silent for hours, one never heard. */
export const meters: PressureMeter[] = [
  meter(1, '左岸01号智能柜主管压力', 0.404, 0.129, FIXTURE_NOW - 4 * MINUTE),
  meter(2, '左岸02号智能柜主管压力', 0.433, 0.145, FIXTURE_NOW - 4 * MINUTE),
  meter(3, '河床01号智能柜主管压力', 0.461, 0.158, FIXTURE_NOW - 4 * MINUTE),
  meter(8, '右岸02号智能柜主管压力', 0.385, 0.123, FIXTURE_NOW - 3 * HOUR - 20 * MINUTE),
  meter(9, '右岸03号智能柜主管压力', null, null, null),
];

/** Many meters, long names, values far out of range. */
export const extreme: PressureMeter[] = Array.from({ length: 24 }, (_, i) =>
  meter(
    i + 1,
    `白鹤滩左岸 ${i + 1}# 坝段第二十三层浇筑仓冷却水主管进出口压力计（备用）`,
    i % 2 ? 12345.678 : 0,
    i % 2 ? -0.001 : 99.999,
    FIXTURE_NOW - i * 20 * MINUTE,
  ),
);
