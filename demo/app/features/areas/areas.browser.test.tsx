import { describe, expect, it } from 'vitest';
import { bayIdOf } from './BayScreen';
import { blockRuns, isBlockText, readBayList, writeBayList } from './bayListParams';
import { bayBackTarget, bayPath, loopDetailsPath, pierPath, sensorFromBayQuery } from './paths';

describe('bay paths (part 1 §2)', () => {
  it('builds the bay detail with from or other, and the loop details with the hive JSON', () => {
    expect(bayPath(57, { from: '1' })).toBe('/areas/hives?id=57&from=1');
    expect(bayPath('57', { other: '3' })).toBe('/areas/hives?id=57&other=3');
    expect(bayPath(57)).toBe('/areas/hives?id=57');
    expect(pierPath(0, '?page=2')).toBe('/areas/pier/0?page=2');
    const path = loopDetailsPath(57, '{"c_id":57,"c_where":"4#-014"}');
    expect(new URL(path, 'http://x').searchParams.get('serverData')).toBe('{"c_id":57,"c_where":"4#-014"}');
  });

  it('sends back to the 2D map of the area, the 3D map, the area list, or history', () => {
    const target = (query: string) => bayBackTarget(new URLSearchParams(query));
    expect(target('id=1&other=3')).toBe('/tab/map');
    expect(target('id=1&other=2')).toBe('/tab/otherMap/2');
    expect(target('id=1&from=5')).toBe('/map');
    expect(target('id=1&from=3')).toBe('/areas/pier/3');
    expect(target('id=1&from=0')).toBe('/areas/pier/0');
    expect(target('id=1&from=x')).toBeNull();
    expect(target('id=1')).toBeNull();
  });

  it('opens a cabinet detail that comes back to the bay as it was opened', () => {
    expect(sensorFromBayQuery('57', { from: '1', other: null }, '4#-014 温度计1')).toBe(
      '?from=57&from2=1&name=4%23-014+%E6%B8%A9%E5%BA%A6%E8%AE%A11',
    );
    expect(sensorFromBayQuery('57', { other: '3' }, '')).toBe('?from=57&other=3');
  });

  it('reads a bay id of the address only when it is a whole number from 1', () => {
    expect(bayIdOf(' 57 ')).toBe('57');
    expect(bayIdOf('0')).toBeNull();
    expect(bayIdOf('5a')).toBeNull();
    expect(bayIdOf(null)).toBeNull();
  });
});

describe('bay list in the address', () => {
  it('reads and writes filters and page, leaving out what is empty', () => {
    const state = readBayList(new URLSearchParams('name=%204%23-01&block=4&page=2'));
    expect(state).toEqual({ bayName: '4#-01', block: '4', grout: '', page: 2 });
    expect(writeBayList(state).toString()).toBe('name=4%23-01&block=4&page=2');
    expect(readBayList(new URLSearchParams('page=-3')).page).toBe(1);
    expect(writeBayList({ bayName: '', block: '', grout: '1-12', page: 1 }).toString()).toBe('grout=1-12');
  });

  it('accepts a block only as a whole number, and names blocks as runs', () => {
    expect(isBlockText('')).toBe(true);
    expect(isBlockText(' 12 ')).toBe(true);
    expect(isBlockText('1.5')).toBe(false);
    expect(isBlockText('七')).toBe(false);
    expect(blockRuns([4, 1, 2, 3, 6, 7, 9, 9])).toBe('1–4, 6–7, 9');
    expect(blockRuns([])).toBe('');
  });
});
