import { describe, expect, it } from 'vitest';
import { groutLabelMode, lineCrossesText, tickHiddenByName } from './labelPlacement';

describe('label placement', () => {
  it('puts grouting-zone names on plates over plain bays, bare over zone tints, never over data colours', () => {
    expect(groutLabelMode(null)).toBe('plate');
    expect(groutLabelMode('groutZone')).toBe('bare');
    for (const overlay of ['currentTemperature', 'age', 'stage', 'constraintZone', 'warningCount'] as const)
      expect(groutLabelMode(overlay)).toBe('hidden');
  });

  it('clears a value only where an elevation line runs through its text', () => {
    expect(lineCrossesText([100, 250], 240, 254)).toBe(true);
    expect(lineCrossesText([100, 250], 254, 268)).toBe(false);
    expect(lineCrossesText([], 0, 1000)).toBe(false);
  });

  it('leaves out an elevation tick that an elevation line name stands on', () => {
    expect(tickHiddenByName(200.5, [205], 13)).toBe(true);
    expect(tickHiddenByName(200.5, [220], 13)).toBe(false);
  });
});
