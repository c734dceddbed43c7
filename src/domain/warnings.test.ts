import { describe, expect, it } from 'vitest';
import { adaptWarningItem, type RawWarningItem, warningKindOf } from './adapters/warnings.ts';
import { messageFlowBadge, messageOtherBadge, messageTemperatureBadge } from './badges.ts';
import {
  splitDuration,
  WARNING_CATEGORY,
  WARNING_KINDS,
  WARNING_VARIANTS,
  type WarningFact,
  type WarningKind,
  warningCategory,
  warningCondition,
  warningFacts,
  warningFlow,
  warningSeverity,
  warningSubject,
  warningVariant,
} from './warnings.ts';

const item = (raw: RawWarningItem) => adaptWarningItem(raw);
const byKey = (facts: WarningFact[]) => Object.fromEntries(facts.map((f) => [f.key, f.value]));
const NOW = Date.UTC(2026, 10, 20, 2, 0, 0);

describe('warningVariant', () => {
  it('maps every named kind to the card of its list', () => {
    expect(warningVariant('fourWayValve')).toBe('valve');
    expect(warningVariant('computerOffline')).toBe('computer');
    expect(warningVariant('maxTemperature')).toBe('maxTemperature');
    expect(warningVariant('stageTemperature')).toBe('stageTemperature');
    for (const kind of ['flowUnknown', 'flowTooBig', 'flowTooSmall'] as const)
      expect(warningVariant(kind)).toBe('flow');
    expect(warningVariant('outletTemperature')).toBe('outlet');
    expect(warningVariant('binEntryTemperature')).toBe('entry');
    expect(warningVariant('pouringTemperature')).toBe('pouring');
    expect(warningVariant('dailyDrop')).toBe('dailyDrop');
    expect(warningVariant('temperatureUnknown')).toBe('temperatureUnknown');
    expect(warningVariant('temperatureTimeout')).toBe('temperatureTimeout');
    expect(warningVariant('changeRange')).toBe('changeRange');
    expect(warningVariant('inletAboveBay')).toBe('inletAboveBay');
    expect(warningVariant('inletRange')).toBe('inletRange');
    for (const kind of WARNING_KINDS) expect(warningVariant(kind), kind).not.toBeNull();
  });

  it("keeps the list's variant when it fits the kind, else takes the kind's", () => {
    expect(warningVariant('dailyDrop', 'dailyDropTarget')).toBe('dailyDropTarget');
    expect(warningVariant('temperatureTimeout', 'maxTemperature')).toBe('temperatureTimeout');
    expect(warningVariant('flowTooBig', 'flow')).toBe('flow');
  });

  it("falls back to the list's variant for a kind it does not know, and accepts variant names", () => {
    expect(warningVariant('某种新预警' as WarningKind, 'valve')).toBe('valve');
    expect(warningVariant(null, 'outlet')).toBe('outlet');
    expect(warningVariant(null)).toBeNull();
    expect(warningVariant('unknownKind' as WarningKind)).toBeNull();
    expect(warningVariant('entry')).toBe('entry');
  });
});

describe('warningCategory', () => {
  it('puts every variant in one of the three categories of the messages page', () => {
    for (const variant of WARNING_VARIANTS) {
      expect(['temperature', 'flow', 'other']).toContain(warningCategory(variant));
    }
  });

  it('agrees with the sums of part 2 §9', () => {
    // Each count key of a sum belongs to a variant of that category.
    const one = (key: string) => ({ [key]: 1 });
    const variantOfCount: Record<string, string> = {
      temp: 'temp',
      cjk: 'cjk',
      rc: 'rc',
      jz: 'jz',
      ih: 'ih',
      stageTemp3: 'stageTemp3',
      dailyDeclineCount: 'dailyDecline',
      loopUnknown: 'loopUnknown',
      loopTooBig: 'loopTooBig',
      loopTooSmall: 'loopTooSmall',
      gkj: 'gkj',
      sitong: 'sitong',
      tempUnknown: 'tempUnknown',
      tempTimeout: 'tempTimeout',
      tempControlChangeRange: 'tempControlChangeRange',
      inTempRange: 'inTempRange',
    };
    for (const [count, kind] of Object.entries(variantOfCount)) {
      const variant = warningVariant(warningKindOf(kind));
      expect(variant, kind).not.toBeNull();
      const category = WARNING_CATEGORY[variant!];
      expect(messageTemperatureBadge(one(count)) === 1, count).toBe(category === 'temperature');
      expect(messageFlowBadge(one(count)) === 1, count).toBe(category === 'flow');
      expect(messageOtherBadge(one(count)) === 1, count).toBe(category === 'other');
    }
  });
});

describe('warningSeverity', () => {
  it('is critical for an offline computer and water that stopped or flows too little', () => {
    expect(warningSeverity(item({ c_type: 'gkj' }), 'computer')).toBe('critical');
    expect(warningSeverity(item({ c_type: 'loopTooSmall', c_last_value: -2 }), 'flow')).toBe('critical');
    expect(warningSeverity(item({ c_type: 'loopTooSmall', c_last_value: 38 }), 'flow')).toBe('critical');
    expect(warningSeverity(item({ c_type: 'loopTooBig', c_last_value: 3512 }), 'flow')).toBe('major');
    expect(warningSeverity(item({ c_type: 'loopUnknown', c_last_value: -1 }), 'flow')).toBe('minor');
  });

  it('is critical 2 °C or more above a limit, major below that', () => {
    const max = (tenths: number) => item({ c_type: 'temp', c_value: tenths, range: 290 });
    expect(warningSeverity(max(310), 'maxTemperature')).toBe('critical');
    expect(warningSeverity(max(309), 'maxTemperature')).toBe('major');
    expect(warningSeverity(item({ c_type: 'temp', c_value: 310 }), 'maxTemperature')).toBe('major');
    const outlet = (tenths: number) => item({ c_type: 'cjk', c_value: tenths, range: 100 });
    expect(warningSeverity(outlet(124), 'outlet')).toBe('critical');
    expect(warningSeverity(outlet(102), 'outlet')).toBe('major');
    // The reading's own field when c_value is missing.
    expect(warningSeverity(item({ c_type: 'rc', c_temp_rucang: 146, range: 120 }), 'entry')).toBe('critical');
  });

  it('is critical for a daily drop of twice the allowed one, or a stage two bands off target', () => {
    const drop = (decline: number) => item({ c_type: 'dailyDecline', decline, range: 5 });
    expect(warningSeverity(drop(10), 'dailyDrop')).toBe('critical');
    expect(warningSeverity(drop(9), 'dailyDrop')).toBe('major');
    expect(warningSeverity(drop(10), 'dailyDropTarget')).toBe('critical');
    const stage = (value: number) => item({ c_type: 'stageTemp', c_value: value, c_target: 155, range: 15 });
    expect(warningSeverity(stage(125), 'stageTemperature')).toBe('critical');
    expect(warningSeverity(stage(185), 'stageTemperature')).toBe('critical');
    expect(warningSeverity(stage(140), 'stageTemperature')).toBe('major');
    expect(warningSeverity(item({ c_type: 'stageTemp' }), 'stageTemperature')).toBe('major');
  });

  it('is minor for what is missing rather than wrong', () => {
    expect(warningSeverity(item({ c_type: 'tempUnknown' }), 'temperatureUnknown')).toBe('minor');
    expect(warningSeverity(item({ c_type: 'tempTimeout' }), 'temperatureTimeout')).toBe('minor');
    expect(warningSeverity(item({ c_type: 'inTempRange' }), 'inletRange')).toBe('minor');
    expect(warningSeverity(item({ c_type: 'sitong' }), 'valve')).toBe('major');
    expect(warningSeverity(item({ c_type: 'ih' }), 'inletAboveBay')).toBe('major');
    expect(warningSeverity(item({ c_type: 'tempControlChangeRange' }), 'changeRange')).toBe('major');
  });
});

describe('warningCondition', () => {
  it('tells the flow cases apart', () => {
    expect(warningCondition(item({ c_type: 'loopTooSmall', c_last_value: -2 }), 'flow')).toBe('flowStopped');
    expect(warningCondition(item({ c_type: 'loopTooSmall', c_last_value: 30 }), 'flow')).toBe('flowTooSmall');
    expect(warningCondition(item({ c_type: 'loopTooBig', c_last_value: 3400 }), 'flow')).toBe('flowTooBig');
    expect(warningCondition(item({ c_type: 'loopUnknown', c_last_value: -1 }), 'flow')).toBe('flowUnknown');
    // A kind damtherm does not know, shown in the flow list.
    const other = {
      key: '1',
      kind: null,
      at: null,
      read: false,
      lastFlow: { kind: 'value', lpm: 12 },
    } as const;
    expect(warningCondition(other, 'flow')).toBe('flowAbnormal');
  });

  it('tells an unknown temperature from one never collected', () => {
    const unknown = (raw: number) => item({ c_type: 'tempUnknown', c_last_value: raw });
    expect(warningCondition(unknown(0), 'temperatureUnknown')).toBe('temperatureNotCollected');
    expect(warningCondition(unknown(1000), 'temperatureUnknown')).toBe('temperatureUnknown');
    expect(warningCondition(item({ c_type: 'tempUnknown' }), 'temperatureUnknown')).toBe(
      'temperatureNotCollected',
    );
  });
});

describe('warningFacts', () => {
  it('gives a max-temperature warning its °C, limit, thermometer, cabinet and time', () => {
    const facts = warningFacts(
      item({
        c_type: 'temp',
        c_rack_id: 2,
        c_loop: 12,
        c_name: '3#-014 温度计2',
        c_where: '3#-014',
        c_value: 312,
        range: 290,
        c_when: 1795100000,
        c_last_when: 1795130000,
      }),
      'maxTemperature',
    );
    expect(facts.map((f) => f.key)).toEqual(['temperature', 'limit', 'sensor', 'cabinet', 'measuredAt']);
    expect(byKey(facts)).toEqual({
      temperature: { kind: 'celsius', celsius: 31.2, decimals: 1 },
      limit: { kind: 'celsius', celsius: 29, decimals: 1 },
      sensor: { kind: 'text', text: '3#-014 温度计2' },
      cabinet: { kind: 'cabinet', id: '2' },
      measuredAt: { kind: 'time', at: 1795130000_000 },
    });
  });

  it('names the cabinet by its name when the warning is on no loop', () => {
    const facts = byKey(
      warningFacts(item({ c_type: 'stageTemp', c_rack_id: 1, c_name: '左岸01号智能柜' }), 'stageTemperature'),
    );
    expect(facts.cabinet).toEqual({ kind: 'text', text: '左岸01号智能柜' });
  });

  it('shows a list value the warning lacks as missing, and leaves out unknown places', () => {
    const facts = warningFacts(item({ c_type: 'ih' }), 'inletAboveBay');
    expect(facts.map((f) => [f.key, f.value.kind])).toEqual([
      ['inlet', 'missing'],
      ['bayTemperature', 'missing'],
      ['measuredAt', 'missing'],
    ]);
  });

  it('reads a flow in L/min, water stopped and unknown', () => {
    const flow = (raw: number) => item({ c_type: 'loopTooBig', c_last_value: raw });
    expect(warningFlow(flow(3512))).toEqual({ kind: 'value', lpm: 35.12 });
    expect(warningFlow(flow(-2))).toEqual({ kind: 'stopped' });
    expect(warningFlow(flow(-1))).toEqual({ kind: 'unknown' });
    expect(warningFlow({})).toEqual({ kind: 'unknown' });
    const facts = byKey(
      warningFacts(item({ c_type: 'loopTooBig', c_rack_id: 4, c_loop: 16, c_last_value: 3512 }), 'flow'),
    );
    expect(facts.flow).toEqual({ kind: 'flow', flow: { kind: 'value', lpm: 35.12 } });
    expect(facts.loop).toEqual({ kind: 'loop', loop: 16 });
  });

  it('gives daily drops in °C per day, with current and target temperature for the second list', () => {
    const drop = item({
      c_type: 'dailyDecline',
      decline: 11,
      last: 138,
      range: 5,
      c_target: 152,
      time: 1795100000,
    });
    expect(byKey(warningFacts(drop, 'dailyDrop'))).toMatchObject({
      decline: { kind: 'celsiusPerDay', celsius: 1.1 },
      allowedDecline: { kind: 'celsiusPerDay', celsius: 0.5 },
      current: { kind: 'celsius', celsius: 13.8 },
    });
    expect(warningFacts(drop, 'dailyDropTarget').map((f) => f.key)).toEqual([
      'current',
      'target',
      'decline',
      'measuredAt',
    ]);
  });

  it('gives an outlet reading its °C, limit and acquired time, a bay only when it has one', () => {
    const cjk = item({
      c_type: 'cjk',
      c_name: '3#拌和楼出机口',
      c_value: 124,
      range: 100,
      c_when_acquire: 1795130000000,
    });
    expect(warningFacts(cjk, 'outlet').map((f) => f.key)).toEqual(['temperature', 'limit', 'acquiredAt']);
    const jz = item({ c_type: 'jz', c_value: 142, range: 140, c_where: '7#-020', c_idam_id: '7-020' });
    expect(warningFacts(jz, 'pouring').map((f) => f.key)).toEqual([
      'temperature',
      'limit',
      'bay',
      'acquiredAt',
    ]);
    const bin = item({ c_type: 'rc', c_value: 131, c_idam_id: '7-020' });
    expect(byKey(warningFacts(bin, 'entry')).bin).toEqual({ kind: 'text', text: '7-020' });
  });

  it('gives the inlet range as nominal ± band', () => {
    const facts = byKey(
      warningFacts(
        item({ c_type: 'inTempRange', c_in_temp: 128, c_in_temp2: 90, c_temp_range: 25 }),
        'inletRange',
      ),
    );
    expect(facts.inlet).toEqual({ kind: 'celsius', celsius: 12.8, decimals: 1 });
    expect(facts.nominalInlet).toEqual({ kind: 'celsius', celsius: 9, decimals: 1 });
    expect(facts.allowedBand).toEqual({ kind: 'celsius', celsius: 2.5, signed: true, decimals: 1 });
  });

  it('read a warning a portal builds by hand, with only the fields its card shows', () => {
    const hot = {
      key: 'p-1',
      kind: 'outletTemperature',
      at: NOW,
      read: false,
      valueC: 31.4,
      rangeC: 28,
    } as const;
    expect(byKey(warningFacts(hot, 'outlet'))).toEqual({
      temperature: { kind: 'celsius', celsius: 31.4, decimals: 1 },
      limit: { kind: 'celsius', celsius: 28, decimals: 1 },
      acquiredAt: { kind: 'time', at: NOW },
    });
    expect(warningSeverity(hot, 'outlet')).toBe('critical');
    expect(warningSubject(hot, 'outlet')).toBeNull();
    const stopped = {
      key: 'p-2',
      kind: 'flowTooSmall',
      at: NOW,
      read: true,
      lastFlow: { kind: 'stopped' },
    } as const;
    expect(warningCondition(stopped, 'flow')).toBe('flowStopped');
    expect(warningFacts(stopped, 'flow').map((f) => f.key)).toEqual(['flow', 'measuredAt']);
  });

  it('says how long an industrial computer has been offline', () => {
    const gkj = item({
      c_type: 'gkj',
      c_name: '右岸02号智能柜',
      c_site: '右岸',
      heartTime: (NOW - 200 * 60_000) / 1000,
    });
    const facts = byKey(warningFacts(gkj, 'computer', NOW));
    expect(facts.offlineFor).toEqual({ kind: 'duration', ms: 200 * 60_000 });
    expect(facts.lastHeartbeat).toEqual({ kind: 'time', at: NOW - 200 * 60_000 });
    expect(byKey(warningFacts(gkj, 'computer')).offlineFor).toBeUndefined();
  });
});

describe('warningSubject', () => {
  it('names the pipe or thermometer, the cabinet, the bay or the measuring point', () => {
    expect(warningSubject(item({ c_name: '2#-014 冷却水管1', c_loop: 3 }), 'valve')).toBe('2#-014 冷却水管1');
    expect(warningSubject(item({ c_name: '右岸02号智能柜' }), 'computer')).toBe('右岸02号智能柜');
    expect(warningSubject(item({ c_name: '左岸01号智能柜', c_where: '4#-010' }), 'stageTemperature')).toBe(
      '4#-010',
    );
    // A warning on no loop names its cabinet in c_name: no bay, no subject.
    expect(warningSubject(item({ c_name: '左岸01号智能柜' }), 'maxTemperature')).toBeNull();
    expect(warningSubject(item({ c_name: '3#拌和楼出机口' }), 'outlet')).toBe('3#拌和楼出机口');
    expect(warningSubject(item({ c_idam_id: '7-020' }), 'pouring')).toBe('7-020');
  });
});

describe('helpers', () => {
  it('splits a duration into days, hours and minutes', () => {
    expect(splitDuration(200 * 60_000)).toEqual({ days: 0, hours: 3, minutes: 20 });
    expect(splitDuration((2 * 1440 + 7 * 60 + 2) * 60_000)).toEqual({ days: 2, hours: 7, minutes: 2 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('the decimals of a warning card', () => {
  it('tell a value from its limit when they differ, on every temperature of the card', () => {
    // A daily drop of 0.54 °C/day against 0.5 allowed (hundredths, as a computed value may carry them).
    const drop = byKey(
      warningFacts(
        {
          ...item({ c_type: 'dailyDecline', c_when: 1_700_000_000, last: 150 }),
          declineC: 0.54,
          rangeC: 0.5,
        },
        'dailyDrop',
        NOW,
      ),
    );
    expect(drop.decline).toEqual({ kind: 'celsiusPerDay', celsius: 0.54, decimals: 2 });
    expect(drop.allowedDecline).toEqual({ kind: 'celsiusPerDay', celsius: 0.5, decimals: 2 });
    expect(drop.current).toEqual({ kind: 'celsius', celsius: 15, decimals: 2 });
    // Tenths from the wire: one decimal.
    const max = byKey(
      warningFacts(item({ c_type: 'temp', c_value: 281, range: 280 }), 'maxTemperature', NOW),
    );
    expect(max.temperature).toEqual({ kind: 'celsius', celsius: 28.1, decimals: 1 });
    expect(max.limit).toEqual({ kind: 'celsius', celsius: 28, decimals: 1 });
  });
});
