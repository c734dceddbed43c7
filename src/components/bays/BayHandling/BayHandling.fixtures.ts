import {
  adaptBayDeal,
  adaptDetailRecord,
  type BayToHandle,
  type HandlingRecord,
  type RawHive,
} from '../../../domain';
import { FIXTURE_NOW, HOUR } from '../../fixtures';

export { FIXTURE_NOW };

/*
 * Bay handling as the reference backend answers it (getHiveDeal and get_detail_record captured from its
 * simulator, times moved to FIXTURE_NOW), read through the same adapters as the hooks.
 */

/** Epoch seconds `ms` before FIXTURE_NOW, as the calls send times. */
const ago = (ms: number) => Math.round((FIXTURE_NOW - ms) / 1000);
const DAY = 24 * HOUR;

function hive(
  c_id: number,
  c_where: string,
  fields: { block: number; area: number; stage: number; age: number; now: number; max: number; top: number },
): RawHive {
  return {
    c_id,
    c_where,
    c_idam_id: c_where.replace('#', ''),
    c_area_id: fields.area,
    c_canghao: fields.top,
    c_temp_rucang: 114,
    c_temp_jiaozhu: 141,
    c_age: fields.age,
    c_stage: fields.stage,
    c_grout: 31,
    c_grout_name: `${fields.area}-09`,
    c_free: 1,
    c_new_temp: fields.now,
    c_max_temp: fields.max,
    block: fields.block,
    top: fields.top,
    bottom: fields.top - 3,
    c_start: ago((fields.age + 1) * DAY),
    c_end: ago(fields.age * DAY),
    c_stop: null,
    c_down_date: ago((fields.age - 4) * DAY),
  };
}

/** The first bays of the handling list, most open warnings first. */
export const baysToHandle: BayToHandle[] = [
  {
    hive: hive(241, '17#-011', { block: 17, area: 2, stage: 2, age: 31, now: 182, max: 254, top: 642 }),
    warnings: 7,
    lastRecord: null,
  },
  {
    hive: hive(38, '3#-009', { block: 3, area: 1, stage: 6, age: 119, now: 93, max: 282, top: 636 }),
    warnings: 6,
    lastRecord: ago(5 * HOUR),
  },
  {
    hive: hive(43, '3#-014', { block: 3, area: 1, stage: 1, age: 8, now: 215, max: 246, top: 651 }),
    warnings: 6,
    lastRecord: ago(10 * HOUR),
  },
  {
    hive: hive(53, '4#-010', { block: 4, area: 1, stage: 5, age: 98, now: 139, max: 276, top: 663 }),
    warnings: 6,
    lastRecord: null,
  },
  {
    hive: hive(76, '6#-019', { block: 6, area: 3, stage: 2, age: 30, now: 179, max: 263, top: 637.3 }),
    warnings: 6,
    lastRecord: ago(20 * HOUR),
  },
  {
    hive: hive(14, '1#-014', { block: 1, area: 1, stage: 2, age: 28, now: 207, max: 263, top: 675 }),
    warnings: 5,
    lastRecord: ago(30 * HOUR),
  },
].map(adaptBayDeal);

/** The handling records of bay 3#-009 (id 38), newest first. */
export const recordsOf38: HandlingRecord[] = [
  { c_id: 3, c_what: '已现场巡查，温度回落，继续观察', c_who: 'engineer', c_when: ago(5 * HOUR) },
  { c_id: 2, c_what: '进水温度超出范围，已通知制冷站调整供水温度', c_who: 'admin', c_when: ago(11 * HOUR) },
  {
    c_id: 1,
    c_what: '进水温度高于仓内温度，暂停通水并复核进水温度',
    c_who: 'engineer',
    c_when: ago(17 * HOUR),
  },
].map(adaptDetailRecord);

/** A long record written over several lines, and a bay with a long name. */
export const longRecords: HandlingRecord[] = [
  {
    c_id: 12,
    c_what:
      '1. 2 号回路流量偏小（12.4 L/min），已清洗过滤器并将阀门开度调至 80%；\n2. 复测 3 支温度计，读数与仪表一致；\n3. 通知制冷站将供水温度由 12 ℃ 调至 10 ℃，明早 8 点再复核一次，若仍超标则加密测温并上报技术负责人。',
    c_who: 'engineer_with_a_very_long_user_name_from_the_portal',
    c_when: ago(2 * HOUR),
  },
  ...recordsOf38.map((r) => ({
    c_id: Number(r.id),
    c_what: r.what,
    c_who: r.who,
    c_when: (r.at ?? 0) / 1000,
  })),
].map(adaptDetailRecord);

/** A bay whose warnings were all cleared, and one with a long location name. */
export const mixedBays: BayToHandle[] = [
  ...baysToHandle.slice(0, 2),
  adaptBayDeal({
    hive: {
      ...hive(88, '7#-003', { block: 7, area: 3, stage: 7, age: 301, now: 141, max: 280, top: 622 }),
      c_where: '右岸导流洞进口 7#-003（高程 619.0~622.0）',
    },
    warnings: 0,
    lastRecord: ago(3 * DAY),
  }),
];
