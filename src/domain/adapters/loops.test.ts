import { describe, expect, it } from 'vitest';
import {
  adaptLoopRecords,
  adaptLoopRow,
  adaptThermometerRecords,
  encodeLoopCommand,
  loopRecordSeries,
  recordScale,
  thermometerRecordSeries,
} from './loops.ts';

const T = 1_763_604_000;
const MS = T * 1000;

describe('loop records in list and export scale (part 1 §9)', () => {
  it('reads temperatures /10 and flow /100 in lists', () => {
    const [record] = adaptLoopRecords([
      { c_when_add: T, c_flow: 1825, c_in_temp: 96, c_out_temp: 173, kaidu: 20, c_falg: 0 },
    ]);
    expect(record).toEqual({
      at: MS,
      flow: { kind: 'value', lpm: 18.25 },
      inTemp: { kind: 'value', celsius: 9.6 },
      outTemp: { kind: 'value', celsius: 17.3 },
      opening: 100,
    });
  });

  it('reads temperatures /100 and flow /10 in export mode, to the same values', () => {
    const [record] = adaptLoopRecords(
      [{ c_when_add: T, c_flow: 183, c_in_temp: 960, c_out_temp: 1730, kaidu: 20, c_falg: 0 }],
      'export',
    );
    expect(record).toEqual({
      at: MS,
      flow: { kind: 'value', lpm: 18.3 },
      inTemp: { kind: 'value', celsius: 9.6 },
      outTemp: { kind: 'value', celsius: 17.3 },
      opening: 100,
    });
    const series = loopRecordSeries(
      [{ c_when_add: T, c_flow: 183, c_in_temp: 960, c_out_temp: 0 }],
      'export',
    );
    expect([...series.flow.value]).toEqual([18.3]);
    expect([...series.inTemp.value]).toEqual([9.6]);
    expect(Number.isNaN(series.outTemp.value[0] ?? 0)).toBe(true);
  });

  it('keeps the sentinels in export mode: 0 not collected, 100 °C unknown, flow -1 and -2', () => {
    const records = adaptLoopRecords(
      [
        { c_when_add: T, c_flow: -2, c_in_temp: 0, c_out_temp: 10_000, kaidu: null },
        { c_when_add: T - 600, c_flow: -1, c_in_temp: 1234, c_out_temp: null, kaidu: null },
      ],
      'export',
    );
    expect(records[0]).toMatchObject({
      flow: { kind: 'stopped' },
      inTemp: { kind: 'notCollected' },
      outTemp: { kind: 'unknown' },
      opening: 0,
    });
    expect(records[1]).toMatchObject({
      flow: { kind: 'unknown' },
      inTemp: { kind: 'value', celsius: 12.34 },
      opening: null,
    });
  });

  it('reads thermometer records /10 in lists and /100 in export mode', () => {
    expect(adaptThermometerRecords([{ c_when_add: T, c_temp: 285 }])[0]?.temp).toEqual({
      kind: 'value',
      celsius: 28.5,
    });
    expect(adaptThermometerRecords([{ c_when_add: T, c_temp: 2845 }], 'export')[0]?.temp).toEqual({
      kind: 'value',
      celsius: 28.45,
    });
    expect([...thermometerRecordSeries([{ c_when_add: T, c_temp: 2845 }], 'export').value]).toEqual([28.45]);
  });

  it('tells the scale from isExport', () => {
    expect(recordScale(1)).toBe('export');
    expect(recordScale('1')).toBe('export');
    expect(recordScale(true)).toBe('export');
    expect(recordScale(0)).toBe('list');
    expect(recordScale(undefined)).toBe('list');
  });
});

describe('valve opening on rows and records', () => {
  it('is the opening in % by the seed rule, or null when neither valve nor flow is known', () => {
    const row = { c_loop: 1, when_add: T, c_in_temp: 90, c_out_temp: 130 };
    expect(adaptLoopRow({ ...row, value: 1000, kaidu: 80 }).opening).toBe(30);
    expect(adaptLoopRow({ ...row, value: 1000, kaidu: 100 }).opening).toBe(10);
    expect(adaptLoopRow({ ...row, value: -2, kaidu: 100 }).opening).toBe(0);
    expect(adaptLoopRow({ ...row, value: -1, kaidu: null }).opening).toBeNull();
    expect(adaptLoopRow({ ...row, value: 2000, kaidu: null }).opening).toBe(20);
  });
});

describe('encodeLoopCommand (part 1 §4, §9; part 2 §5)', () => {
  it('sends automatic mode as cmd 0 with value 1', () => {
    expect(
      encodeLoopCommand({ mode: 'auto', valueKind: null, value: null, loop: 0, loops: [1, 2, 5] }),
    ).toEqual({ cmd: 0, cmd_value: 1, cmd_value2: 1, loop_id: 0, textLoop: '1,2,5' });
  });

  it('sends a manual setting as cmd 1, its kind and its value', () => {
    expect(
      encodeLoopCommand({ mode: 'manual', valueKind: 'flowSlow', value: 12.5, loop: 3, loops: [] }),
    ).toEqual({ cmd: 1, cmd_value: 1, cmd_value2: 12.5, loop_id: 3, textLoop: '3' });
    expect(
      encodeLoopCommand({ mode: 'manual', valueKind: 'opening', value: 60, loop: 3, loops: [3] }).cmd_value,
    ).toBe(2);
    expect(
      encodeLoopCommand({ mode: 'manual', valueKind: 'flowFast', value: 30, loop: 3, loops: [3] }).cmd_value,
    ).toBe(3);
  });

  it('refuses a manual command without a kind or a value', () => {
    expect(() =>
      encodeLoopCommand({ mode: 'manual', valueKind: null, value: 5, loop: 3, loops: [] }),
    ).toThrow(RangeError);
    expect(() =>
      encodeLoopCommand({ mode: 'manual', valueKind: 'opening', value: null, loop: 3, loops: [] }),
    ).toThrow(RangeError);
  });
});
