import { describe, expect, it } from 'vitest';
import { clampView, createViewStore, matchPreset, panView, presetView, zoomView } from './view';

const D = 86_400_000;
const bounds = { start: 0, end: 30 * D };

describe('zoom and pan state', () => {
  it('zooms about an anchor and keeps it in place', () => {
    const v = zoomView(bounds, bounds, 10 * D, 0.5);
    expect(v.end - v.start).toBe(15 * D);
    expect((10 * D - v.start) / (v.end - v.start)).toBeCloseTo(10 / 30);
  });

  it('clamps pans and zooms to the data', () => {
    expect(panView({ start: 0, end: 5 * D }, bounds, -3 * D)).toEqual({ start: 0, end: 5 * D });
    expect(panView({ start: 20 * D, end: 25 * D }, bounds, 10 * D)).toEqual({ start: 25 * D, end: 30 * D });
    expect(zoomView(bounds, bounds, 0, 4)).toEqual(bounds);
    expect(clampView({ start: 3, end: 4 }, bounds).end - clampView({ start: 3, end: 4 }, bounds).start).toBe(
      300_000,
    );
  });

  it('knows the range presets', () => {
    expect(presetView(bounds, 'day')).toEqual({ start: 29 * D, end: 30 * D });
    expect(presetView(bounds, 'week')).toEqual({ start: 23 * D, end: 30 * D });
    expect(matchPreset(presetView(bounds, 'week'), bounds)).toBe('week');
    expect(matchPreset({ start: D, end: 2 * D }, bounds)).toBeNull();
  });

  it('keeps showing everything when new data widens the extent', () => {
    const store = createViewStore(bounds);
    store.setBounds({ start: 0, end: 31 * D });
    expect(store.get()).toEqual({ start: 0, end: 31 * D });
    store.set({ start: D, end: 2 * D });
    store.setBounds({ start: 0, end: 32 * D });
    expect(store.get()).toEqual({ start: D, end: 2 * D });
  });
});
