/**
 * Handling records of a freshly seeded site (bay handling, /hivedeal): on the bays with the most open
 * warnings, what the site staff wrote about them, so the screen shows real content before anyone adds one.
 * Deterministic: the same bays, texts and times (relative to the seed's clock) on every seed.
 */
import type { Db } from '../db.ts';

/** What a site writes after each kind of warning. */
const MEASURES: Readonly<Record<string, string>> = {
  stageTemp: '阶段温度偏离目标，已按目标曲线调整通水流量',
  tempControlChangeRange: '控温变幅超限，已减小阀门开度的调整幅度',
  inTempRange: '进水温度超出范围，已通知制冷站调整供水温度',
  ih: '进水温度高于仓内温度，暂停通水并复核进水温度',
  tempTimeout: '温度计超时未上报，已现场检查采集线缆并重新接线',
  tempUnknown: '温度计读数异常，已安排人员复测',
  dailyDecline: '日降温速率超标，已减小通水流量',
  loopUnknown: '回路流量未知，已检查流量计供电',
  loopTooSmall: '回路流量偏小，已清洗过滤器并加大阀门开度',
  loopTooBig: '回路流量偏大，已减小阀门开度',
};
const FOLLOW_UP = '已现场巡查，温度回落，继续观察';
const HOUR = 3600;

/** Records on the first six bays of the handling list (by open warnings); every third is left without. */
export function seedHandlingRecords(db: Db, now: number): void {
  const bays = db
    .prepare(
      `SELECT hive_id, group_concat(DISTINCT kind) AS kinds FROM warnings
       WHERE active = 1 AND hive_id IS NOT NULL GROUP BY hive_id ORDER BY count(*) DESC, hive_id LIMIT 6`,
    )
    .all() as { hive_id: number; kinds: string }[];
  const insert = db.prepare(
    'INSERT INTO detail_records (hive_id, c_what, c_who, c_when) VALUES (?, ?, ?, ?)',
  );
  bays.forEach((bay, i) => {
    if (i % 3 === 2) return;
    const measures = bay.kinds
      .split(',')
      .map((kind) => MEASURES[kind])
      .filter((text): text is string => text !== undefined)
      .slice(0, 2);
    const texts = [...measures, ...(i % 2 === 0 ? [FOLLOW_UP] : [])];
    // Oldest first, a few hours apart, the latest some hours before the seed's clock.
    texts.forEach((text, j) => {
      const when = now - (i * 5 + 2) * HOUR - (texts.length - 1 - j) * 6 * HOUR;
      insert.run(bay.hive_id, text, (i + j) % 2 === 0 ? 'engineer' : 'admin', when);
    });
  });
}
