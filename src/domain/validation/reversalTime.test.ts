import { describe, expect, it } from 'vitest';
import { normaliseReversalTime, sanitiseReversalField, validateReversalSetting } from './reversalTime.ts';
import { messages } from './testing.ts';

describe('normaliseReversalTime (part 2 §5, §7, §9)', () => {
  it('sends hours = days·24 + hours and minutes separately', () => {
    const t = normaliseReversalTime({ days: 2, hours: 3, minutes: 15 });
    expect(t).toMatchObject({ days: 2, hours: 3, minutes: 15, hoursSent: 51, minutesSent: 15, issues: [] });
  });
  it('caps days at 60: 60 stays, 61 becomes 60', () => {
    expect(normaliseReversalTime({ days: 60 }).days).toBe(60);
    expect(normaliseReversalTime({ days: '61' })).toMatchObject({ days: 60, hoursSent: 1440 });
  });
  it('caps hours at 23 and minutes at 59', () => {
    expect(normaliseReversalTime({ hours: 23 }).hours).toBe(23);
    expect(normaliseReversalTime({ hours: 24 }).hours).toBe(23);
    expect(normaliseReversalTime({ minutes: 59 }).minutes).toBe(59);
    expect(normaliseReversalTime({ minutes: 60 }).minutes).toBe(59);
  });
  it('removes decimals', () => {
    expect(normaliseReversalTime({ days: '1.5', hours: 2.9, minutes: '30.' })).toMatchObject({
      days: 1,
      hours: 2,
      minutes: 30,
      hoursSent: 26,
    });
  });
  it("needs at least one field filled ('Please fill in the auto-reversal time')", () => {
    expect(messages(normaliseReversalTime({}).issues)).toEqual([
      'time: Please fill in the auto-reversal time',
    ]);
    expect(messages(normaliseReversalTime({ days: '', hours: '', minutes: '' }).issues)).toHaveLength(1);
    expect(normaliseReversalTime({ days: 0, hours: 0, minutes: 0 }).issues).toHaveLength(1);
    expect(normaliseReversalTime({ minutes: 1 }).issues).toEqual([]);
    expect(normaliseReversalTime({ hours: 1 }).issues).toEqual([]);
    expect(normaliseReversalTime({ days: 1 })).toMatchObject({ hoursSent: 24, minutesSent: 0, issues: [] });
  });
});

describe('sanitiseReversalField', () => {
  it('keeps empty as null, drops negatives and text', () => {
    expect(sanitiseReversalField('', 60)).toBeNull();
    expect(sanitiseReversalField('abc', 60)).toBeNull();
    expect(sanitiseReversalField(-5, 60)).toBe(0);
    expect(sanitiseReversalField('0', 60)).toBe(0);
  });
});

describe('validateReversalSetting (part 2 §5, §7)', () => {
  it('asks an automatic setting for an interval, and a manual one for a direction', () => {
    expect(validateReversalSetting({ mode: 'auto', interval: { hours: 2 }, direction: null })).toEqual([]);
    expect(validateReversalSetting({ mode: 'auto', interval: {}, direction: 'forward' })).toEqual([
      { field: 'time', key: 'validation.reversal.empty' },
    ]);
    expect(validateReversalSetting({ mode: 'manual', interval: {}, direction: 'forward' })).toEqual([]);
    expect(validateReversalSetting({ mode: 'manual', interval: { hours: 2 }, direction: null })).toEqual([
      { field: 'direction', key: 'validation.loopCommand.incomplete' },
    ]);
  });
});
