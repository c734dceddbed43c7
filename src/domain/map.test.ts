import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  holeIsHigh,
  MAP_TOGGLES,
  type MapToggle,
  mapLabelVisibility,
  mapToggleOf,
  mapTogglePlace,
} from './map.ts';

describe('map rules (part 2 §2.3, §4, §9)', () => {
  it('hides hive labels and cross lines at zoom 5, shows them at 5.01', () => {
    expect(mapLabelVisibility(5)).toMatchObject({ bayLabels: false, crossLines: false, groutLabels: true });
    expect(mapLabelVisibility(5.01)).toMatchObject({ bayLabels: true, crossLines: true });
  });
  it('hides grouting-zone labels at zoom 3, shows them at 3.01', () => {
    expect(mapLabelVisibility(3).groutLabels).toBe(false);
    expect(mapLabelVisibility(3.01).groutLabels).toBe(true);
  });
  it('keeps zoom within -3..8', () => {
    expect(clampZoom(-3)).toBe(-3);
    expect(clampZoom(-3.1)).toBe(-3);
    expect(clampZoom(8)).toBe(8);
    expect(clampZoom(8.1)).toBe(8);
  });
  it('draws holes above 800 differently: 800 no, 801 yes', () => {
    expect(holeIsHigh(800)).toBe(false);
    expect(holeIsHigh('801')).toBe(true);
    expect(holeIsHigh(null)).toBe(false);
  });
  it('knows the toggle ids of each tab, by name', () => {
    expect(mapToggleOf('basic', 7)).toBe('warningCount');
    expect(mapToggleOf('basic', 6)).toBeNull();
    expect(mapToggleOf('temperature', 6)).toBe('controlMode');
    expect(mapToggleOf('flow', 2)).toBe('totalFlow');
    expect(mapToggleOf('flow', 3)).toBeNull();
  });
  it('maps every name back to its tab and legacy id', () => {
    for (const [tab, toggles] of Object.entries(MAP_TOGGLES)) {
      for (const [name, id] of Object.entries(toggles)) {
        expect(mapTogglePlace(name as MapToggle)).toEqual({ tab, id });
      }
    }
    expect(mapTogglePlace('currentTemperature')).toEqual({ tab: 'temperature', id: 1 });
  });
});
