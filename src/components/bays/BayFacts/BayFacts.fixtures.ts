import { adaptBay, type Bay, type RawHive, type RawHiveConfigItem } from '../../../domain';
import { DAY, FIXTURE_NOW, MINUTE } from '../../fixtures';

export { FIXTURE_NOW };

const seconds = (ms: number) => Math.floor(ms / 1000);
const ago = (ms: number) => seconds(FIXTURE_NOW - ms);

/** A loop or thermometer of a bay as the reference backend sends it (tenths, hundredths, seconds). */
function cfg(item: RawHiveConfigItem): RawHiveConfigItem {
  return { c_start: ago(14 * DAY), c_end: null, when_add: ago(4 * MINUTE), ...item };
}

/**
 * Bay 4#-014 of the left-bank blocks, closed 14 days ago, as the reference backend's simulator answers
 * `api_get_hive_detail`: two cooling loops (one throttled), two thermometers (one silent for two hours).
 */
export const closedHive: RawHive = {
  c_id: 57,
  c_where: '4#-014',
  c_idam_id: '4-014',
  c_area_id: 1,
  c_canghao: 675,
  c_temp_rucang: 110,
  c_temp_jiaozhu: 134,
  c_age: 14,
  c_stage: 1,
  c_grout: 41,
  c_grout_name: '1-12',
  c_free: 1,
  c_new_temp: 194,
  c_max_temp: 248,
  block: 4,
  top: 675,
  bottom: 672,
  c_start: ago(14 * DAY + 18 * 3_600_000),
  c_end: ago(14 * DAY),
  c_stop: null,
  c_down_date: ago(9 * DAY + 3 * 3_600_000),
  c_decline: 4,
  c_day_flow: 31203,
  cfgs: [
    cfg({
      c_id: 161,
      c_name: '4#-014 冷却水管1',
      c_type: 1,
      c_rack_id: 1,
      c_loop: 1,
      value: 2136,
      c_in_temp: 130,
      c_out_temp: 167,
      kaidu: 48,
    }),
    cfg({
      c_id: 162,
      c_name: '4#-014 冷却水管2',
      c_type: 1,
      c_rack_id: 1,
      c_loop: 2,
      value: 66,
      c_in_temp: 129,
      c_out_temp: 213,
      kaidu: 96,
    }),
    cfg({
      c_id: 163,
      c_name: '4#-014 温度计1',
      c_type: 0,
      c_rack_id: 1,
      c_loop: 42,
      value: 214,
      c_first_temp: 238,
      c_max_temp: 240,
    }),
    cfg({
      c_id: 164,
      c_name: '4#-014 温度计2',
      c_type: 0,
      c_rack_id: 1,
      c_loop: 43,
      value: 173,
      when_add: ago(130 * MINUTE),
      c_first_temp: 195,
      c_max_temp: 216,
    }),
  ],
};

/** The closed bay in domain values. */
export const closedBay: Bay = adaptBay(closedHive);

/** Bay 8#-021 of the river-bed blocks while it is being poured: not closed, so no age, stage or peak yet. */
export const pouringBay: Bay = adaptBay({
  c_id: 112,
  c_where: '8#-021',
  c_idam_id: '8-021',
  c_area_id: 3,
  c_canghao: 636.7,
  c_temp_rucang: 97,
  c_temp_jiaozhu: 0,
  c_age: null,
  c_stage: null,
  c_grout: 30,
  c_grout_name: '3-09',
  c_free: 0,
  c_new_temp: 0,
  c_max_temp: null,
  block: 8,
  top: 636.7,
  bottom: 633.7,
  c_start: ago(9 * 3_600_000),
  c_end: null,
  c_stop: null,
  c_down_date: null,
  c_decline: null,
  c_day_flow: null,
  cfgs: [
    cfg({
      c_id: 401,
      c_name: '8#-021 冷却水管1',
      c_type: 1,
      c_rack_id: 9,
      c_loop: 17,
      value: -1,
      c_in_temp: 0,
      c_out_temp: 0,
      kaidu: null,
      when_add: null,
    }),
  ],
});

/** Bay 2#-003, closed 260 days ago: second cooling done, water stopped, sensors taken off the bay. */
export const oldBay: Bay = adaptBay({
  ...closedHive,
  c_id: 17,
  c_where: '2#-003',
  c_idam_id: '2-003',
  c_canghao: 612,
  c_age: 260,
  c_stage: 6,
  c_grout_name: '1-03',
  c_new_temp: 141,
  c_max_temp: 301,
  c_start: ago(261 * DAY),
  c_end: ago(260 * DAY),
  c_stop: ago(40 * DAY),
  c_down_date: ago(255 * DAY),
  c_decline: 1,
  c_day_flow: 0,
  cfgs: [
    cfg({
      c_id: 71,
      c_name: '2#-003 冷却水管1',
      c_type: 1,
      c_rack_id: 2,
      c_loop: 5,
      c_start: ago(260 * DAY),
      c_end: ago(40 * DAY),
      value: -2,
      c_in_temp: 0,
      c_out_temp: 0,
      kaidu: 0,
    }),
    cfg({
      c_id: 72,
      c_name: '2#-003 温度计1',
      c_type: 0,
      c_rack_id: 2,
      c_loop: 50,
      c_start: ago(260 * DAY),
      c_end: ago(60 * DAY),
      value: 0,
      c_first_temp: 221,
      c_max_temp: 301,
    }),
  ],
});

/** A bay the backend knows nothing about but its number. */
export const bareBay: Bay = adaptBay({ c_id: 999, c_where: '21#-001' });
