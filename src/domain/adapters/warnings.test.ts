import { describe, expect, it } from 'vitest';
import { adaptWarningCounts, adaptWarningItem, adaptWarningPage } from './warnings.ts';

const T = 1_752_552_000;

describe('warning items at the boundary', () => {
  it('keep the numeric id a read mark needs, and the read flag of the signed-in user', () => {
    const item = adaptWarningItem({ c_id: 1027, c_type: 'loopTooBig', readFlag: 1, c_when: T });
    expect(item).toMatchObject({ id: 1027, key: '1027', kind: 'loopTooBig', read: true, at: T * 1000 });
    expect(adaptWarningItem({ c_id: '316', readFlag: 0 })).toMatchObject({ id: 316, read: false });
  });

  it('have no id when the list sends none (a legacy list): the key still tells them apart', () => {
    const item = adaptWarningItem({ c_rack_id: 3, c_loop: 7, c_when: T });
    expect(item.id).toBeNull();
    expect(item.key).toBe(`3-7--${T * 1000}`);
    expect(adaptWarningItem({ c_id: 0 }).id).toBeNull();
    expect(adaptWarningItem({ c_id: null, readFlag: null }).read).toBe(false);
  });

  it('read an outlet warning in °C with its reading time in ms, and its page total', () => {
    const page = adaptWarningPage({
      total: 12,
      tabledata: [
        {
          c_id: 1510,
          c_type: 'cjk',
          c_value: 153,
          c_temp_chujikou: 153,
          range: 100,
          c_when: T,
          c_when_acquire: T * 1000,
          readFlag: 0,
        },
      ],
    });
    expect(page.total).toBe(12);
    expect(page.items[0]).toMatchObject({
      id: 1510,
      kind: 'cjk',
      outletTempC: 15.3,
      valueC: 15.3,
      rangeC: 10,
      acquiredAt: T * 1000,
      read: false,
    });
  });

  it('count unread warnings as non-negative integers', () => {
    expect(adaptWarningCounts({ cjk: 0, rc: '3', jz: -2 })).toMatchObject({ cjk: 0, rc: 3, jz: 0 });
  });
});
