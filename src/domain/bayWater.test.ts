import { describe, expect, it } from 'vitest';
import { adaptBaySensor, type BaySensor } from './adapters/bays.ts';
import { bayWater, sensorShortName } from './bayWater.ts';

const loop = (raw: Parameters<typeof adaptBaySensor>[0]): BaySensor => adaptBaySensor({ c_type: 1, ...raw });

describe('bayWater (part 1 §3: inlet/outlet temperature, opening of a bay)', () => {
  it('takes the mean inlet and outlet temperature and the range of openings of the connected loops', () => {
    const water = bayWater([
      loop({ c_id: 1, c_loop: 1, value: 2136, c_in_temp: 130, c_out_temp: 167, kaidu: 48 }),
      loop({ c_id: 2, c_loop: 2, value: 66, c_in_temp: 129, c_out_temp: 213, kaidu: 96 }),
      // A thermometer and a loop whose assignment ended do not count.
      adaptBaySensor({ c_id: 3, c_type: 0, c_loop: 42, value: 214 }),
      loop({
        c_id: 4,
        c_loop: 3,
        c_end: 1_700_000_000,
        value: 900,
        c_in_temp: 300,
        c_out_temp: 400,
        kaidu: 0,
      }),
    ]);
    expect(water).toEqual({ loops: 2, inTempC: 12.95, outTempC: 19, openingMin: 0, openingMax: 50 });
  });

  it('leaves out readings that were not collected, and knows nothing without loops', () => {
    expect(
      bayWater([loop({ c_id: 1, c_loop: 1, value: -1, c_in_temp: 0, c_out_temp: 1000, kaidu: null })]),
    ).toEqual({ loops: 1, inTempC: null, outTempC: null, openingMin: null, openingMax: null });
    expect(bayWater([])).toEqual({
      loops: 0,
      inTempC: null,
      outTempC: null,
      openingMin: null,
      openingMax: null,
    });
  });
});

describe('sensorShortName', () => {
  it('drops the bay number the backend puts in front of a sensor name', () => {
    expect(sensorShortName('4#-014 冷却水管1', '4#-014')).toBe('冷却水管1');
    expect(sensorShortName('4#-014·温度计2', '4#-014')).toBe('温度计2');
  });

  it('keeps names of other bays, bare bay numbers and names without a bay number', () => {
    expect(sensorShortName('4#-0141 冷却水管1', '4#-014')).toBe('4#-0141 冷却水管1');
    expect(sensorShortName('4#-014', '4#-014')).toBe('4#-014');
    expect(sensorShortName('廊道温度计', '4#-014')).toBe('廊道温度计');
    expect(sensorShortName('冷却水管1', '')).toBe('冷却水管1');
  });
});
