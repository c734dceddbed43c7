import { describe, expect, it } from 'vitest';
import { loopDataAbnormal, sensorHealth } from './health.ts';

const now = 1_700_000_000_000;

describe('sensorHealth (part 1 §4)', () => {
  it('is ok up to and including 3600000 ms, error after', () => {
    expect(sensorHealth(now, now)).toBe('ok');
    expect(sensorHealth(now - 3_600_000, now)).toBe('ok');
    expect(sensorHealth(now - 3_600_001, now)).toBe('error');
  });
  it('is error when the report time is missing', () => {
    expect(sensorHealth(null, now)).toBe('error');
    expect(sensorHealth(undefined, now)).toBe('error');
    expect(sensorHealth(Number.NaN, now)).toBe('error');
  });
  it('treats a report slightly in the future (clock skew) as ok', () => {
    expect(sensorHealth(now + 5_000, now)).toBe('ok');
  });
});

describe('loopDataAbnormal (part 1 §4)', () => {
  it('is normal up to and including half an hour, abnormal after', () => {
    expect(loopDataAbnormal(now, now)).toBe(false);
    expect(loopDataAbnormal(now - 1_800_000, now)).toBe(false);
    expect(loopDataAbnormal(now - 1_800_001, now)).toBe(true);
  });
  it('is abnormal without any record', () => {
    expect(loopDataAbnormal(null, now)).toBe(true);
    expect(loopDataAbnormal(undefined, now)).toBe(true);
  });
});
