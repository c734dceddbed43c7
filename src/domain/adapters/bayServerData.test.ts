import { describe, expect, it } from 'vitest';
import { encodeBayServerData, parseBayServerData } from './bayServerData.ts';
import { adaptBay } from './bays.ts';

/** A hive as GET /myapi.php?api=api_get_hive_detail answers it (reference backend, bay 57). */
const HIVE = {
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
  c_start: 1794117600,
  c_end: 1794184800,
  c_stop: null,
  c_down_date: 1794547897,
  c_decline: 4,
  c_day_flow: 31203,
};

describe('parseBayServerData (part 2 §2.11)', () => {
  it('reads the hive JSON of a details link into the bay, units and all', () => {
    const read = parseBayServerData(JSON.stringify(HIVE), '57');
    expect(read.kind).toBe('bay');
    if (read.kind !== 'bay') return;
    expect(read.bay).toMatchObject({
      id: '57',
      location: '4#-014',
      heightM: 675,
      ageDays: 14,
      groutName: '1-12',
      entryTempC: 11,
      pouringTempC: 13.4,
      maxTempC: 24.8,
      pourStartAt: 1794117600_000,
      pourEndAt: 1794184800_000,
      sensors: [],
    });
  });

  it('reads the legacy app link, whose numbers may be text and whose hive carries its loops', () => {
    const legacy = { ...HIVE, c_id: '57', c_canghao: '675', cfgs: [{ c_id: 1, c_type: 1 }] };
    const read = parseBayServerData(JSON.stringify(legacy), '57');
    expect(read).toMatchObject({ kind: 'bay', bay: { id: '57', heightM: 675, sensors: [] } });
  });

  it('says nothing is there for an absent or blank serverData', () => {
    expect(parseBayServerData(undefined, '57')).toEqual({ kind: 'missing' });
    expect(parseBayServerData(null)).toEqual({ kind: 'missing' });
    expect(parseBayServerData('  ')).toEqual({ kind: 'missing' });
  });

  it('names what is wrong with a malformed serverData instead of throwing', () => {
    const problem = (text: string, id?: string) => {
      const read = parseBayServerData(text, id);
      return read.kind === 'invalid' ? read.problem : read;
    };
    expect(problem('{"c_id":57,"c_where":"4#-0')).toEqual({ kind: 'notJson' });
    expect(problem('not json')).toEqual({ kind: 'notJson' });
    expect(problem('[1,2]')).toEqual({ kind: 'notObject' });
    expect(problem('null')).toEqual({ kind: 'notObject' });
    expect(problem('42')).toEqual({ kind: 'notObject' });
    expect(problem('{}')).toEqual({ kind: 'noId' });
    expect(problem('{"c_id":"abc"}')).toEqual({ kind: 'noId' });
    expect(problem('{"c_id":0}')).toEqual({ kind: 'noId' });
    expect(problem('{"c_id":57,"c_canghao":{"m":675}}')).toEqual({ kind: 'badField', field: 'c_canghao' });
    expect(problem('{"c_id":57,"c_where":["4#"]}')).toEqual({ kind: 'badField', field: 'c_where' });
    expect(problem('{"c_id":58}', '57')).toEqual({ kind: 'otherBay', found: '58', expected: '57' });
  });
});

describe('encodeBayServerData', () => {
  it('gives back the hive the bay was read from, so the details page reads the same bay', () => {
    const bay = adaptBay(HIVE);
    const text = encodeBayServerData(bay);
    expect(JSON.parse(text)).toMatchObject({ ...HIVE, c_id: '57', c_area_id: '1' });
    const read = parseBayServerData(text, bay.id);
    expect(read).toEqual({ kind: 'bay', bay: { ...bay, sensors: [] } });
  });

  it('keeps unknown values unknown', () => {
    const bay = adaptBay({ c_id: 9, c_temp_rucang: 0, c_max_temp: null });
    const read = parseBayServerData(encodeBayServerData(bay), '9');
    expect(read).toMatchObject({ kind: 'bay', bay: { entryTempC: null, maxTempC: null, ageDays: null } });
  });
});
