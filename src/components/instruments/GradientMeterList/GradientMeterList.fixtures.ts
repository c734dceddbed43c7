import type { GradientMeter } from './GradientMeterList';

const depths = ['0.1m', '0.5m', '1m', '2m', '3m'];
const meter = (id: number, where: string, code: string): GradientMeter => ({
  id: String(id),
  name: `${where}温度梯度仪`,
  thermometers: depths.map((d) => `${code}-${d}`),
});

/** The gradient meters of three recent bays of block 19, five thermometers each (part 2 §2.9). */
export const meters: GradientMeter[] = [
  meter(1, '19#-010', 'TD19-010'),
  meter(2, '19#-011', 'TD19-011'),
  meter(3, '19#-012', 'TD19-012'),
];

/** A meter that has no thermometers set up yet. */
export const bare: GradientMeter = { id: '4', name: '20#-001温度梯度仪', thermometers: [] };

/** Many meters, long names, many thermometers. */
export const extreme: GradientMeter[] = Array.from({ length: 16 }, (_, i) => ({
  id: String(i + 1),
  name: `白鹤滩左岸 ${i + 1}# 坝段第二十三层浇筑仓顶面温度梯度观测仪（备用通道）`,
  thermometers: Array.from(
    { length: 12 },
    (_, k) => `TD${i + 1}-${String(k + 1).padStart(3, '0')}-${k * 0.5}m`,
  ),
}));
