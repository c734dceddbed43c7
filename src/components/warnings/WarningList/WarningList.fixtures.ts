import {
  adaptWarningItem,
  type RawWarningItem,
  type WarningItem,
  type WarningVariant,
} from '../../../domain';
import { DAY, FIXTURE_NOW, HOUR, MINUTE } from '../../fixtures';

export { FIXTURE_NOW };

/*
 * Warnings as the reference backend answers them (captured from its simulator, times moved to FIXTURE_NOW),
 * read through the same adapter as the hooks: the stories and tests see what a screen sees.
 */

/** Epoch seconds `ms` before FIXTURE_NOW, as the lists send c_when, heartTime and time. */
const ago = (ms: number) => Math.round((FIXTURE_NOW - ms) / 1000);

const adapt = (items: RawWarningItem[]): WarningItem[] => items.map(adaptWarningItem);

/** Four-way valve reversals interrupted (sifaWarns). */
const valve = adapt([
  {
    c_id: 2,
    c_type: 'sitong',
    c_site: 'site1',
    c_rack_id: 1,
    c_loop: 3,
    c_name: '2#-014 冷却水管1',
    alramDesc: '四通阀换向中断',
    c_when: ago(3 * HOUR),
    readFlag: 0,
    c_last_value: 1,
    c_last_when: ago(3 * HOUR),
  },
  {
    c_id: 1,
    c_type: 'sitong',
    c_site: 'site1',
    c_rack_id: 1,
    c_loop: 3,
    c_name: '2#-014 冷却水管1',
    alramDesc: '四通阀换向中断',
    c_when: ago(2 * DAY + 5 * HOUR),
    readFlag: 1,
    c_last_value: 0,
    c_last_when: ago(2 * DAY + 5 * HOUR),
  },
]);

/** Industrial computers offline (gkjWarns): cabinet, site and last heartbeat. */
const computer = adapt([
  {
    c_id: 1017,
    c_type: 'gkj',
    c_site: '右岸',
    c_rack_id: 7,
    c_name: '右岸02号智能柜',
    alramDesc: '右岸02号智能柜工控机离线',
    c_when: ago(3 * HOUR + 18 * MINUTE),
    readFlag: 0,
    heartTime: ago(3 * HOUR + 20 * MINUTE),
  },
  {
    c_id: 1009,
    c_type: 'gkj',
    c_site: '河床',
    c_rack_id: 4,
    c_name: '河床02号智能柜',
    alramDesc: '河床02号智能柜工控机离线',
    c_when: ago(DAY + 2 * HOUR - 2 * MINUTE),
    readFlag: 1,
    heartTime: ago(DAY + 2 * HOUR),
  },
]);

/** Max temperature above the bay's limit (tempWarns): bay, thermometer, °C and time; opens the thermometer. */
const maxTemperature = adapt([
  {
    c_id: 1101,
    c_type: 'temp',
    c_site: 'site1',
    c_rack_id: 2,
    c_loop: 12,
    c_name: '3#-014 温度计2',
    c_where: '3#-014',
    hive_name: '3#-014',
    c_idam_id: '3-014',
    alramDesc: '最高温度超标 31.2℃',
    c_when: ago(5 * HOUR),
    c_last_when: ago(10 * MINUTE),
    c_value: 312,
    range: 290,
    readFlag: 0,
  },
  {
    c_id: 1102,
    c_type: 'temp',
    c_site: 'site3',
    c_rack_id: 5,
    c_loop: 31,
    c_name: '6#-015 温度计1',
    c_where: '6#-015',
    hive_name: '6#-015',
    alramDesc: '最高温度超标 29.7℃',
    c_when: ago(9 * HOUR),
    c_last_when: ago(12 * MINUTE),
    c_value: 297,
    range: 290,
    readFlag: 0,
  },
  {
    c_id: 1087,
    c_type: 'temp',
    c_site: 'site3',
    c_rack_id: 4,
    c_loop: 7,
    c_name: '7#-013 温度计1',
    c_where: '7#-013',
    hive_name: '7#-013',
    alramDesc: '最高温度超标 30.1℃',
    c_when: ago(DAY + 4 * HOUR),
    c_last_when: ago(25 * MINUTE),
    c_value: 301,
    range: 290,
    readFlag: 1,
  },
]);

/** Stage temperature off the target curve (stageTemp). */
const stageTemperature = adapt([
  {
    c_id: 884,
    c_type: 'stageTemp',
    c_site: 'site1',
    c_rack_id: 1,
    c_name: '左岸01号智能柜',
    c_where: '4#-010',
    hive_name: '4#-010',
    alramDesc: '中期二次控温温度偏离目标',
    c_when: ago(2 * HOUR),
    c_last_when: ago(20 * MINUTE),
    c_value: 118,
    c_target: 155,
    range: 15,
    readFlag: 0,
  },
  {
    c_id: 816,
    c_type: 'stageTemp',
    c_site: 'site1',
    c_rack_id: 2,
    c_name: '左岸02号智能柜',
    c_where: '1#-012',
    hive_name: '1#-012',
    alramDesc: '中期降温温度偏离目标',
    c_when: ago(6 * HOUR),
    c_last_when: ago(20 * MINUTE),
    c_value: 151,
    c_target: 167,
    range: 15,
    readFlag: 1,
  },
]);

/** Flow warnings (loopWarns): water stopped, too little, too much, unknown; L/min. */
const flow = adapt([
  {
    c_id: 936,
    c_type: 'loopTooSmall',
    c_site: 'site3',
    c_rack_id: 4,
    c_loop: 16,
    c_name: '9#-013 冷却水管2',
    c_where: '9#-013',
    hive_name: '9#-013',
    alramDesc: '停水',
    c_when: ago(3 * HOUR + 10 * MINUTE),
    c_last_value: -2,
    c_last_when: ago(5 * MINUTE),
    readFlag: 0,
  },
  {
    c_id: 951,
    c_type: 'loopTooSmall',
    c_site: 'site3',
    c_rack_id: 5,
    c_loop: 22,
    c_name: '6#-018 冷却水管1',
    c_where: '6#-018',
    hive_name: '6#-018',
    alramDesc: '流量过小 0.38L/min',
    c_when: ago(50 * MINUTE),
    c_last_value: 38,
    c_last_when: ago(5 * MINUTE),
    readFlag: 0,
  },
  {
    c_id: 958,
    c_type: 'loopTooBig',
    c_site: 'site1',
    c_rack_id: 2,
    c_loop: 40,
    c_name: '2#-011 冷却水管3',
    c_where: '2#-011',
    hive_name: '2#-011',
    alramDesc: '流量过大 35.12L/min',
    c_when: ago(2 * HOUR),
    c_last_value: 3512,
    c_last_when: ago(5 * MINUTE),
    readFlag: 0,
  },
  {
    c_id: 874,
    c_type: 'loopUnknown',
    c_site: 'site1',
    c_rack_id: 1,
    c_loop: 7,
    c_name: '3#-014 冷却水管3',
    c_where: '3#-014',
    hive_name: '3#-014',
    alramDesc: '流量未知',
    c_when: ago(3 * HOUR),
    c_last_value: -1,
    c_last_when: ago(5 * MINUTE),
    readFlag: 1,
  },
]);

/** An outlet, bin-entry or pouring reading above its limit; acquired time in ms (cjk / rc / jz). */
function entryWarning(
  kind: 'cjk' | 'rc' | 'jz',
  id: number,
  name: string,
  tenths: number,
  limitTenths: number,
  acquiredAgo: number,
  read: boolean,
  bay: string | null = null,
): RawWarningItem {
  const field = { cjk: 'c_temp_chujikou', rc: 'c_temp_rucang', jz: 'c_temp_jiaozhu' }[kind];
  return {
    c_id: id,
    c_type: kind,
    c_name: name,
    alramDesc: `${name} ${(tenths / 10).toFixed(1)}℃ > ${limitTenths / 10}℃`,
    c_when: ago(acquiredAgo),
    c_when_acquire: FIXTURE_NOW - acquiredAgo,
    c_value: tenths,
    [field]: tenths,
    range: limitTenths,
    readFlag: read ? 1 : 0,
    c_where: bay,
    c_idam_id: bay ? bay.replace('#', '') : null,
    c_free: bay ? 1 : null,
  };
}

const outlet = adapt([
  entryWarning('cjk', 315, '3#拌和楼出机口', 124, 100, 2 * HOUR, false),
  entryWarning('cjk', 305, '3#拌和楼出机口', 102, 100, 6 * HOUR, false),
  entryWarning('cjk', 300, '1#拌和楼出机口', 101, 100, 8 * HOUR, true),
]);
const entry = adapt([
  entryWarning('rc', 412, '入仓温度测点', 131, 120, 90 * MINUTE, false, '7#-020'),
  entryWarning('rc', 398, '入仓温度测点', 146, 120, 20 * HOUR, true, '5#-017'),
]);
const pouring = adapt([
  entryWarning('jz', 299, '浇筑温度测点', 142, 140, 3 * HOUR, false, '7#-020'),
  entryWarning('jz', 249, '浇筑温度测点', 142, 140, DAY + 3 * HOUR, true, '7#-020'),
]);

/** Daily drops above the allowed 0.5 °C/day (dailyDecline), with current and target temperature. */
const dailyDrop = adapt([
  {
    c_id: 984,
    c_type: 'dailyDecline',
    c_site: 'site3',
    c_rack_id: 3,
    c_name: '河床01号智能柜',
    c_where: '9#-017',
    hive_name: '9#-017',
    alramDesc: '日降温 1.12℃',
    c_when: ago(40 * MINUTE),
    decline: 11,
    last: 138,
    time: ago(40 * MINUTE),
    range: 5,
    c_target: 152,
    readFlag: 0,
  },
  {
    c_id: 911,
    c_type: 'dailyDecline',
    c_site: 'site3',
    c_rack_id: 5,
    c_name: '河床03号智能柜',
    c_where: '6#-019',
    hive_name: '6#-019',
    alramDesc: '日降温 0.56℃',
    c_when: ago(90 * MINUTE),
    decline: 6,
    last: 167,
    time: ago(90 * MINUTE),
    range: 5,
    c_target: 199,
    readFlag: 0,
  },
  {
    c_id: 939,
    c_type: 'dailyDecline',
    c_site: 'site3',
    c_rack_id: 3,
    c_name: '河床01号智能柜',
    c_where: '9#-015',
    hive_name: '9#-015',
    alramDesc: '日降温 0.52℃',
    c_when: ago(3 * HOUR),
    decline: 5,
    last: 111,
    time: ago(3 * HOUR),
    range: 5,
    c_target: 146,
    readFlag: 1,
  },
]);

/** Thermometers reporting the unknown marker or nothing (tempUnknown). */
const temperatureUnknown = adapt([
  {
    c_id: 938,
    c_type: 'tempUnknown',
    c_site: 'site3',
    c_rack_id: 3,
    c_loop: 39,
    c_name: '9#-015 温度计1',
    c_where: '9#-015',
    hive_name: '9#-015',
    alramDesc: '温度未采集',
    c_when: ago(17 * HOUR),
    c_last_value: 0,
    readFlag: 0,
  },
  {
    c_id: 800,
    c_type: 'tempUnknown',
    c_site: 'site1',
    c_rack_id: 1,
    c_loop: 10,
    c_name: '1#-009 温度计2',
    c_where: '1#-009',
    hive_name: '1#-009',
    alramDesc: '温度未知',
    c_when: ago(DAY + HOUR),
    c_last_value: 1000,
    readFlag: 1,
  },
]);

/** Thermometers silent for more than an hour (tempTimeout). */
const temperatureTimeout = adapt([
  {
    c_id: 1021,
    c_type: 'tempTimeout',
    c_site: 'site3',
    c_rack_id: 3,
    c_loop: 57,
    c_name: '13#-021 温度计1',
    c_where: '13#-021',
    hive_name: '13#-021',
    alramDesc: '温度超时未上报',
    c_when: ago(75 * MINUTE),
    readFlag: 0,
  },
  {
    c_id: 1020,
    c_type: 'tempTimeout',
    c_site: 'site3',
    c_rack_id: 4,
    c_loop: 10,
    c_name: '7#-013 温度计2',
    c_where: '7#-013',
    hive_name: '7#-013',
    alramDesc: '温度超时未上报',
    c_when: ago(2 * HOUR + 10 * MINUTE),
    readFlag: 1,
  },
]);

/** Water warming too much through the pipe (tempControlChangeRange): inlet, rise and allowed rise. */
const changeRange = adapt([
  {
    c_id: 870,
    c_type: 'tempControlChangeRange',
    c_site: 'site1',
    c_rack_id: 2,
    c_loop: 31,
    c_name: '3#-013 冷却水管3',
    c_where: '3#-013',
    hive_name: '3#-013',
    alramDesc: '温控变幅超限',
    c_when: ago(14 * HOUR),
    c_last_when: ago(6 * MINUTE),
    c_in_temp: 89,
    c_temp_range: 102,
    range: 70,
    readFlag: 0,
  },
  {
    c_id: 868,
    c_type: 'tempControlChangeRange',
    c_site: 'site1',
    c_rack_id: 2,
    c_loop: 29,
    c_name: '3#-013 冷却水管1',
    c_where: '3#-013',
    hive_name: '3#-013',
    alramDesc: '温控变幅超限',
    c_when: ago(14 * HOUR),
    c_last_when: ago(6 * MINUTE),
    c_in_temp: 91,
    c_temp_range: 76,
    range: 70,
    readFlag: 1,
  },
]);

/** Inlet water warmer than the bay (intempBiggerHivetemp). */
const inletAboveBay = adapt([
  {
    c_id: 805,
    c_type: 'ih',
    c_site: 'site1',
    c_rack_id: 1,
    c_loop: 9,
    c_name: '1#-009 冷却水管2',
    c_where: '1#-009',
    hive_name: '1#-009',
    alramDesc: '进水温度大于仓内温度',
    c_when: ago(45 * MINUTE),
    c_last_when: ago(3 * MINUTE),
    c_in_temp: 103,
    c_hive_temp: 99,
    readFlag: 0,
  },
  {
    c_id: 804,
    c_type: 'ih',
    c_site: 'site1',
    c_rack_id: 1,
    c_loop: 8,
    c_name: '1#-009 冷却水管1',
    c_where: '1#-009',
    hive_name: '1#-009',
    alramDesc: '进水温度大于仓内温度',
    c_when: ago(45 * MINUTE),
    c_last_when: ago(3 * MINUTE),
    c_in_temp: 101,
    c_hive_temp: 99,
    readFlag: 1,
  },
]);

/** Inlet water off its nominal temperature by more than the band (inTempRange). */
const inletRange = adapt([
  {
    c_id: 900,
    c_type: 'inTempRange',
    c_site: 'site1',
    c_rack_id: 1,
    c_loop: 1,
    c_name: '4#-014 冷却水管1',
    c_where: '4#-014',
    hive_name: '4#-014',
    alramDesc: '进水温度超出范围',
    c_when: ago(100 * MINUTE),
    c_last_when: ago(3 * MINUTE),
    c_in_temp: 128,
    c_in_temp2: 90,
    c_temp_range: 25,
    range: 25,
    readFlag: 0,
  },
  {
    c_id: 880,
    c_type: 'inTempRange',
    c_site: 'site1',
    c_rack_id: 1,
    c_loop: 14,
    c_name: '4#-009 冷却水管2',
    c_where: '4#-009',
    hive_name: '4#-009',
    alramDesc: '进水温度超出范围',
    c_when: ago(2 * HOUR),
    c_last_when: ago(3 * MINUTE),
    c_in_temp: 102,
    c_in_temp2: 65,
    c_temp_range: 25,
    range: 25,
    readFlag: 1,
  },
]);

/** The warnings of each card variant (the second daily-drop list shows the same warnings as the first). */
export const warningsByVariant: Record<WarningVariant, WarningItem[]> = {
  valve,
  computer,
  maxTemperature,
  stageTemperature,
  flow,
  outlet,
  entry,
  pouring,
  dailyDrop,
  dailyDropTarget: dailyDrop,
  temperatureUnknown,
  temperatureTimeout,
  changeRange,
  inletAboveBay,
  inletRange,
};

/** The list the home badge opens (/message/messages): outlet, bin-entry and pouring warnings together. */
export const entryWarnings: WarningItem[] = [...outlet, ...entry, ...pouring].sort(
  (a, b) => (b.at ?? 0) - (a.at ?? 0),
);

/** A page of `size` flow warnings from `from` (load-more stories and tests), 47 in all. */
export const FLOW_TOTAL = 47;
export function flowPage(from: number, size = 10): WarningItem[] {
  return Array.from({ length: Math.max(0, Math.min(size, FLOW_TOTAL - from)) }, (_, i) => {
    const n = from + i;
    const base = flow[n % flow.length] as WarningItem;
    return { ...base, key: `flow-${n}`, loop: (n % 72) + 1, read: n % 3 === 2 };
  });
}

/** Names as long as sites write them: the cards wrap, never overflow. */
export const longNames: WarningItem[] = adapt([
  {
    c_id: 5001,
    c_type: 'loopTooSmall',
    c_site: '白鹤滩水电站左岸施工区',
    c_rack_id: 12,
    c_loop: 68,
    c_name: '白鹤滩水电站左岸 21# 坝段第三十七层浇筑仓 3 号冷却水管（高温季节加密）',
    c_where: '左岸 21# 坝段 EL.634.5~637.5 m 浇筑仓',
    hive_name: '左岸 21# 坝段 EL.634.5~637.5 m 浇筑仓',
    alramDesc: '流量过小',
    c_when: ago(35 * MINUTE),
    c_last_value: 12,
    c_last_when: ago(4 * MINUTE),
    readFlag: 0,
  },
  {
    c_id: 5002,
    c_type: 'gkj',
    c_site: '白鹤滩水电站右岸高线混凝土拌和系统',
    c_rack_id: 19,
    c_name: '右岸高线拌和楼智能通水温控柜（二期扩容 19 号）',
    alramDesc: '工控机离线',
    c_when: ago(2 * DAY + 7 * HOUR),
    heartTime: ago(2 * DAY + 7 * HOUR + 2 * MINUTE),
    readFlag: 0,
  },
]);
