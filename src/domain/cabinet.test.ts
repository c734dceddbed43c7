import { describe, expect, it } from 'vitest';
import { cabinetState } from './cabinet.ts';

describe('cabinetState', () => {
  const now = 1_700_000_000_000;
  it('is unknown without a heartbeat', () => {
    expect(cabinetState(null, now)).toBe('unknown');
    expect(cabinetState(undefined, now)).toBe('unknown');
    expect(cabinetState(Number.NaN, now)).toBe('unknown');
  });
  it('is online up to and including 120000 ms, offline after', () => {
    expect(cabinetState(now, now)).toBe('online');
    expect(cabinetState(now - 120_000, now)).toBe('online');
    expect(cabinetState(now - 120_001, now)).toBe('offline');
  });
});
