import { describe, expect, it } from 'vitest';
import { WARNING_KINDS } from '../warnings.ts';
import {
  adaptWarningCounts,
  adaptWarningItem,
  adaptWarningPage,
  WARNING_KIND_OF_WIRE,
  warningKindOf,
  wireWarningKind,
} from './warnings.ts';

const T = 1_752_552_000;

describe('warning items at the boundary', () => {
  it('keep the numeric id a read mark needs, and the read flag of the signed-in user', () => {
    const item = adaptWarningItem({ c_id: 1027, c_type: 'loopTooBig', readFlag: 1, c_when: T });
    expect(item).toMatchObject({ id: 1027, key: '1027', kind: 'flowTooBig', read: true, at: T * 1000 });
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
      kind: 'outletTemperature',
      outletTempC: 15.3,
      valueC: 15.3,
      rangeC: 10,
      acquiredAt: T * 1000,
      read: false,
    });
  });

  it('name every kind the backend sends, and send each named kind back as the backend names it', () => {
    expect(new Set(Object.values(WARNING_KIND_OF_WIRE))).toEqual(new Set(WARNING_KINDS));
    expect(warningKindOf('cjk')).toBe('outletTemperature');
    expect(warningKindOf('stageTemp3')).toBe('stageTemperature');
    expect(warningKindOf('某种新预警')).toBeNull();
    expect(warningKindOf('toString')).toBeNull();
    for (const kind of WARNING_KINDS) expect(warningKindOf(wireWarningKind(kind))).toBe(kind);
    expect(wireWarningKind('stageTemperature')).toBe('stageTemp');
    expect(adaptWarningItem({ c_type: 'x' }).kind).toBeNull();
  });

  it('read the last value in its unit, by kind: a flow in L/min, a temperature in °C', () => {
    const last = (c_type: string, c_last_value: number) => adaptWarningItem({ c_type, c_last_value });
    expect(last('loopTooBig', 3512)).toMatchObject({
      lastFlow: { kind: 'value', lpm: 35.12 },
      lastTemperature: null,
    });
    expect(last('loopTooSmall', -2).lastFlow).toEqual({ kind: 'stopped' });
    expect(last('loopUnknown', -1).lastFlow).toEqual({ kind: 'unknown' });
    expect(last('temp', 312)).toMatchObject({
      lastTemperature: { kind: 'value', celsius: 31.2 },
      lastFlow: null,
    });
    expect(last('tempUnknown', 0).lastTemperature).toEqual({ kind: 'notCollected' });
    expect(last('tempUnknown', 1000).lastTemperature).toEqual({ kind: 'unknown' });
    // An offline computer's last value is its heartbeat, a timeout's a time: neither is a reading.
    expect(last('gkj', T)).toMatchObject({ lastFlow: null, lastTemperature: null });
    expect(last('tempTimeout', T)).toMatchObject({ lastFlow: null, lastTemperature: null });
  });

  it('count unread warnings as non-negative integers', () => {
    expect(adaptWarningCounts({ cjk: 0, rc: '3', jz: -2 })).toMatchObject({ cjk: 0, rc: 3, jz: 0 });
  });
});
