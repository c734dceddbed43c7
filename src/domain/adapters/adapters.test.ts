import { describe, expect, it } from 'vitest';
import {
  adaptAggregate,
  adaptBay,
  adaptBlockLines,
  adaptCabinet,
  adaptChartData,
  adaptDepartment,
  adaptEntrySummary,
  adaptLoopCommand,
  adaptLoopRecords,
  adaptLoopRow,
  adaptMapBays,
  adaptMapOverlay,
  adaptOutletRecord,
  adaptPressure,
  adaptReading,
  adaptReversalLog,
  adaptThermometerRow,
  adaptUserInfo,
  adaptWarnCountOverlay,
  adaptWarningCounts,
  adaptWarningItem,
  adaptWarningPage,
  adaptWeatherStation,
  flowSeries,
  gradientSeries,
  hasMainPower,
  inOutSeries,
  seriesFrom,
  splitLoopCommands,
  targetSeries,
  toAggregateInsert,
  toManualEntry,
  USER_INFO_EMPTY,
  USER_INFO_NO_ROLES,
} from './index.ts';

const T = 1_700_000_000; // epoch seconds
const MS = T * 1000;

describe('series', () => {
  it('builds typed columns in epoch ms, sorted, with NaN gaps', () => {
    const s = seriesFrom(
      'x',
      'X',
      [
        { t: T + 600, v: 2 },
        { t: T, v: 1 },
        { t: null, v: 9 },
        { t: T + 300, v: null },
      ],
      (p) => p.t,
      (p) => p.v,
    );
    expect(s.time).toBeInstanceOf(Float64Array);
    expect([...s.time]).toEqual([MS, MS + 300_000, MS + 600_000]);
    expect(s.value[0]).toBe(1);
    expect(Number.isNaN(s.value[1])).toBe(true);
    expect(s.value[2]).toBe(2);
  });

  it('converts the bay chart: tenths to °C, 0 as a gap, extremes in ms', () => {
    const chart = adaptChartData({
      line: [
        {
          name: '平均温度',
          data: [
            { c_when: T, c_temp: 185 },
            { c_when: String(T + 600), c_temp: '0' },
            { c_when: T + 1200, c_temp: 191 },
          ],
        },
      ],
      max: 305,
      min: 120,
      max_when: T,
      min_when: T + 1200,
      c_where: '12-045',
    });
    const avg = chart.lines[0];
    expect(avg?.id).toBe('average');
    expect(avg?.name).toBe('平均温度');
    expect(avg?.value[0]).toBe(18.5);
    expect(Number.isNaN(avg?.value[1])).toBe(true);
    expect(avg?.value[2]).toBe(19.1);
    expect(chart).toMatchObject({ location: '12-045', max: 30.5, min: 12, maxAt: MS, minAt: MS + 1_200_000 });
  });

  it('adapts only the first lines of the bay chart when asked (the average alone)', () => {
    const line = (name: string, temp: number) => ({ name, data: [{ c_when: T, c_temp: temp }] });
    const raw = { line: [line('平均温度', 185), line('温度计1', 180), line('温度计2', 190)] };
    expect(adaptChartData(raw).lines.map((l) => l.id)).toEqual(['average', 'line-1', 'line-2']);
    const average = adaptChartData(raw, 1).lines;
    expect(average.map((l) => l.id)).toEqual(['average']);
    expect([...(average[0]?.value ?? [])]).toEqual([18.5]);
  });

  it('converts flow (hundredths, -1 gap, -2 zero), target, inlet/outlet and gradient series', () => {
    const flow = flowSeries([
      { c_when: T, c_flow: 1234 },
      { c_when: T + 1, c_flow: -1 },
      { c_when: T + 2, c_flow: -2 },
    ]);
    expect(flow.value[0]).toBe(12.34);
    expect(Number.isNaN(flow.value[1])).toBe(true);
    expect(flow.value[2]).toBe(0);
    expect(targetSeries([{ c_when: T, c_value: 0 }]).value[0]).toBe(0);
    const io = inOutSeries([{ c_when: T, c_in_temp: 80, c_out_temp: 125 }]);
    expect([io.inTemp.value[0], io.outTemp.value[0]]).toEqual([8, 12.5]);
    const g = gradientSeries({ 'T1-1': [[T, 215]], 'T1-2': [[T, null]] });
    expect(g.map((s) => s.name)).toEqual(['T1-1', 'T1-2']);
    expect(g[0]?.value[0]).toBe(21.5);
    expect(g[0]?.time[0]).toBe(MS);
  });
});

describe('cabinets and loops', () => {
  it('adapts a rack', () => {
    expect(
      adaptCabinet({
        c_id: 7,
        c_name: '1号智能柜',
        heartTime: T,
        c_last_flow_data_when: null,
        c_last_temp_data_when: String(T),
        tempSum: 24,
        tempSumErr: '2',
        flowSum: 36,
        flowSumErr: -1,
      }),
    ).toEqual({
      id: '7',
      name: '1号智能柜',
      heartbeatAt: MS,
      flowUpdatedAt: null,
      tempUpdatedAt: MS,
      thermometerCount: 24,
      thermometerErrors: 2,
      flowMeterCount: 36,
      flowMeterErrors: 0,
    });
  });

  it('adapts loop and thermometer rows with readings', () => {
    const loop = adaptLoopRow({
      c_loop: '3',
      when_add: T,
      value: -2,
      c_in_temp: 0,
      c_out_temp: 1000,
      kaidu: 40,
    });
    expect(loop).toEqual({
      loop: 3,
      reportedAt: MS,
      flow: { kind: 'stopped' },
      inTemp: { kind: 'notCollected' },
      outTemp: { kind: 'unknown' },
      opening: 80,
    });
    expect(adaptThermometerRow({ c_loop: 5, c_name: '12-045 T2', when_add: null, value: 215 })).toEqual({
      loop: 5,
      name: '12-045 T2',
      reportedAt: null,
      temp: { kind: 'value', celsius: 21.5 },
    });
  });

  it('adapts loop records and drops those without a time', () => {
    const records = adaptLoopRecords([
      { c_when_add: T, c_flow: 1500, c_in_temp: 90, c_out_temp: 130, kaidu: 20, c_falg: 0 },
      { c_when_add: null, c_flow: 1 },
    ]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ at: MS, flow: { kind: 'value', lpm: 15 }, opening: 100 });
  });

  it('adapts loop commands and splits the waiting one from the history', () => {
    const auto = adaptLoopCommand({
      c_id: 1,
      c_cmd: 0,
      c_cmd_value: 1,
      c_cmd_value2: 1,
      c_loop: 3,
      c_when: T,
    });
    expect(auto).toMatchObject({ id: '1', mode: 'auto', valueKind: null, value: null, doneAt: null });
    const manual = adaptLoopCommand({
      c_cmd: '1',
      c_cmd_value: 2,
      c_cmd_value2: '60',
      c_who_name: '张工',
      c_when: T - 100,
      c_when_done: T - 50,
      c_loop: 3,
    });
    expect(manual).toMatchObject({ mode: 'manual', valueKind: 'opening', value: 60, issuerName: '张工' });
    const { pending, history } = splitLoopCommands([manual, auto]);
    expect(pending).toBe(auto);
    expect(history).toEqual([manual]);
  });

  it('adapts weather stations', () => {
    expect(
      adaptWeatherStation({
        c_area: '左岸',
        c_name: '气温1',
        c_loop: 2,
        c_rack_id: 9,
        c_dtu: null,
        c_when_add: T,
        c_temp: -35,
      }),
    ).toEqual({
      area: '左岸',
      name: '气温1',
      loop: 2,
      cabinetId: '9',
      dtu: null,
      reportedAt: MS,
      temp: { kind: 'value', celsius: -3.5 },
    });
  });
});

describe('bays and the map', () => {
  it('adapts a hive with its sensors', () => {
    const hive = adaptBay({
      c_id: 45,
      c_where: '12-045',
      c_canghao: 612.5,
      c_temp_rucang: 120,
      c_temp_jiaozhu: 145,
      c_age: 12,
      c_stage: 2,
      c_free: 0,
      c_start: T,
      c_end: null,
      cfgs: [
        { c_id: 1, c_name: 'L1', c_type: 1, c_rack_id: 7, c_loop: 3, value: 1800 },
        { c_id: 2, c_name: 'T1', c_type: 2, c_rack_id: 7, c_loop: 4, value: 256, c_max_temp: 301 },
      ],
    });
    expect(hive).toMatchObject({
      id: '45',
      location: '12-045',
      heightM: 612.5,
      entryTempC: 12,
      pouringTempC: 14.5,
      stage: 2,
      free: false,
      pourStartAt: MS,
      pourEndAt: null,
    });
    expect(hive.sensors[0]).toMatchObject({ kind: 'loop', flow: { kind: 'value', lpm: 18 }, temp: null });
    expect(hive.sensors[1]).toMatchObject({
      kind: 'thermometer',
      temp: { kind: 'value', celsius: 25.6 },
      maxTempC: 30.1,
    });
  });

  it('adapts map hives, block lines and overlays', () => {
    const hives = adaptMapBays([
      { c_id: 1, c_idam_id: '6-1', block: 6, top: 603, bottom: 600, c_free: 1, c_end: T, c_new_temp: 245 },
      { c_id: 2, c_idam_id: '6-2', block: null, top: 606, bottom: 603 },
    ]);
    expect(hives).toHaveLength(1);
    expect(hives[0]).toMatchObject({
      id: '1',
      label: '6-1',
      block: 6,
      free: true,
      closed: true,
      temperature: 24.5,
    });
    expect(adaptBlockLines([{ c_block: 6, c_elevation: 650 }], 560)).toEqual([
      { block: 6, top: 650, bottom: 560 },
    ]);
    const gap = adaptMapOverlay('temperatureGap', [{ c_id: 1, c_data: -15, c_other_data: 'down' }]);
    expect(gap.get('1')).toEqual({ value: -1.5, arrow: 'down' });
    const flow = adaptMapOverlay('currentFlow', [
      { c_id: 1, c_data: 2050 },
      { c_id: 2, c_data: -2 },
    ]);
    expect(flow.get('1')).toEqual({ value: 20.5 });
    expect(flow.get('2')).toEqual({ value: 0, text: 'stopped' });
    expect(adaptMapOverlay('controlMode', [{ c_id: 3, c_data: 0 }]).get('3')).toEqual({ mode: 'auto' });
    const max = adaptMapOverlay('latestMaxTemperature', [{ c_id: 4, c_data: 312, c_other_data: T }]);
    expect(max.get('4')).toEqual({ value: 31.2, at: MS });
    const counts = adaptWarnCountOverlay({ loop: { '1': 2 }, maxTemp: { '1': 1, '5': 3 } });
    expect(counts.get('1')).toEqual({ counts: { flow: 2, temp: 1 }, value: 3 });
    expect(counts.get('5')).toEqual({ counts: { flow: 0, temp: 3 }, value: 3 });
  });
});

describe('warnings, reversal, entries, aggregates, pressure, accounts', () => {
  it('adapts warning counts and items', () => {
    const counts = adaptWarningCounts({ temp: 3, cjk: '2', dailyDecline: 4, gkj: -1 });
    expect(counts).toMatchObject({ temp: 3, cjk: 2, dailyDeclineCount: 4, gkj: 0, sitong: 0 });
    const item = adaptWarningItem({
      c_id: 8,
      c_where: '12-045',
      c_temp_chujikou: 165,
      c_when: T,
      readFlag: 0,
      decline: 12,
      c_when_acquire: MS,
    });
    expect(item).toMatchObject({
      key: '8',
      bay: '12-045',
      outletTempC: 16.5,
      at: MS,
      read: false,
      declineC: 1.2,
    });
    expect(item.acquiredAt).toBe(MS);
    expect(adaptWarningPage({ total: 23, tabledata: [{ c_id: 1 }] })).toMatchObject({ total: 23 });
    expect(adaptWarningPage({ count: 0, list: [{ c_id: 1 }, { c_id: 2 }] }).total).toBe(2);
  });

  it('adapts reversal logs', () => {
    expect(
      adaptReversalLog({
        c_rack: 1,
        c_loop: 4,
        c_cmd: 0,
        c_cmd_value: 0,
        c_cmd_value2: 90,
        c_when_issue: T,
        c_when_done: null,
        c_result: null,
        c_who: 'admin',
      }),
    ).toEqual({
      loop: 4,
      mode: 'auto',
      direction: 'forward',
      intervalMinutes: 90,
      issuedAt: MS,
      doneAt: null,
      result: 'waiting',
      issuerName: 'admin',
    });
  });

  it('adapts entries both ways (c_when_acquire is ms)', () => {
    expect(
      adaptOutletRecord({ c_id: 2, c_name: '1#拌和楼', c_area: 1, c_value: 95, c_when_acquire: MS }),
    ).toEqual({
      id: '2',
      name: '1#拌和楼',
      kind: 1,
      tempC: 9.5,
      at: MS,
    });
    expect(adaptReading({ c_value: 0, c_when_acquire: MS, c_idam_id: '6-1' })).toMatchObject({
      tempC: 0,
      at: MS,
    });
    expect(toManualEntry({ kind: 2, tempC: 12.34, at: MS, bayIds: [3, '4'], who: 'u' })).toEqual({
      c_hiveotherid: 0,
      c_area: 2,
      c_when_acquire: MS,
      c_value: 123,
      c_hive_id: '3,4',
      c_who: 'u',
    });
  });

  it('adapts aggregates and pressure', () => {
    expect(
      adaptAggregate({
        cid: 1,
        aggregateName: '粗骨料',
        aggregateDetails: [
          { theLastTemperature: 85, theLastTime: T },
          { theLastTemperature: 61, theLastTime: T, typeId: 2 },
          { theLastTemperature: null, theLastTime: null },
        ],
      }),
    ).toEqual({
      id: '1',
      name: '粗骨料',
      latest: [
        { stage: 1, tempC: 8.5, at: MS, typeId: null },
        { stage: 2, tempC: 6.1, at: MS, typeId: '2' },
        { stage: null, tempC: null, at: null, typeId: null },
      ],
    });
    expect(
      toAggregateInsert({ aggregateId: 1, typeId: 2, stage: 1, tempC: 7.25, at: MS + 999, user: 'u' }),
    ).toEqual({
      insertTemperature: 73,
      insertTime: T,
      user: 'u',
      cId: 1,
      typeId: 2,
      aggregateStage: 1,
    });
    const p = adaptPressure({
      c_id: 3,
      c_name: 'P1',
      in_value: 350,
      out_value: '120',
      in_lastTime: T,
      out_lastTime: null,
      in_values: [{ c_when: T, value: 351 }],
    });
    expect(p).toMatchObject({ inMPa: 0.35, outMPa: 0.12, inAt: MS, outAt: null, outSeries: null });
    expect(p.inSeries?.value[0]).toBe(0.351);
  });

  it('adapts accounts and checks user info as the seed does', () => {
    expect(adaptDepartment({ c_id: 2, c_name: '工程部', p_id: null })).toEqual({
      id: '2',
      name: '工程部',
      parentId: null,
    });
    expect(adaptDepartment({ c_id: 3, c_name: '一队', p_id: 2 }).parentId).toBe('2');
    expect(adaptUserInfo(null)).toEqual({ ok: false, message: USER_INFO_EMPTY });
    expect(adaptUserInfo({ name: 'x', roles: [] })).toEqual({ ok: false, message: USER_INFO_NO_ROLES });
    const ok = adaptUserInfo({
      roles: ['admin'],
      name: '管理员',
      avatar: '',
      groupname: '工程部',
      groupid: 2,
    });
    expect(ok).toEqual({
      ok: true,
      user: {
        userId: null,
        roles: ['admin'],
        name: '管理员',
        avatar: null,
        department: '工程部',
        departmentId: '2',
      },
    });
    expect(hasMainPower(1)).toBe(true);
    expect(hasMainPower('0')).toBe(false);
    expect(hasMainPower(null)).toBe(false);
  });

  it('adapts the entry summary', () => {
    const s = adaptEntrySummary({ cjk_num: 4, cjk_max: 180, cjk_avg: 155, cjk_coincidence_rate: 87.5 });
    expect(s.outlet).toEqual({
      count: 4,
      maxC: 18,
      minC: null,
      averageC: 15.5,
      allowanceC: null,
      coincidenceRate: 87.5,
    });
    expect(s.pouring.count).toBe(0);
  });
});
