import { describe, expect, it } from 'vitest';
import { bandColor, stageColor, warningColor, zoneColor } from '../../../domain/index.ts';
import { map as messages } from '../../../i18n/messages/map.ts';
import { generateDam, largeDam, smallDam } from './DamMap.fixtures.ts';
import {
  bayLabelsShown,
  blockX,
  crossLinesShown,
  elevationY,
  groutLabelsShown,
  groutZoneOf,
  scaleToZoom,
  zoomToScale,
} from './geometry.ts';
import { describeBay, type OverlayFormat, styleBays } from './overlay.ts';
import { bayAt, bayContaining, buildScene, forEachVisible, neighbour } from './scene.ts';
import type { MapBay, MapOverlay, MapOverlayValue } from './types.ts';

/** A translation that resolves the map's own zh messages (enough for these tests). */
const format: OverlayFormat = {
  number: (value, decimals) => value.toFixed(decimals),
  shortTime: () => '11-20 09:56',
  t: (key, options = {}) => {
    const path = key.replace(/^map\./, '').split('.');
    let node: unknown = messages.zh;
    for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
    const text = typeof node === 'string' ? node : key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  },
};

const hive = (over: Partial<MapBay> & Pick<MapBay, 'id' | 'block' | 'bottom' | 'top'>): MapBay => ({
  label: over.id,
  grout: null,
  free: true,
  stage: 1,
  ageDays: 10,
  ...over,
});

describe('geometry (part 2 §9)', () => {
  it('divides elevations by 5 and puts blocks 3 units apart', () => {
    expect(elevationY(600)).toBe(-120);
    expect(blockX(12)).toBe(36);
  });

  it('hides hive labels and cross lines at zoom ≤ 5, grouting-zone labels at zoom ≤ 3', () => {
    expect(bayLabelsShown(5)).toBe(false);
    expect(bayLabelsShown(5.01)).toBe(true);
    expect(crossLinesShown(5)).toBe(false);
    expect(crossLinesShown(6)).toBe(true);
    expect(groutLabelsShown(3)).toBe(false);
    expect(groutLabelsShown(3.01)).toBe(true);
    // A zoom that went through a scale (2^6 and back) is still exactly 6, and 5 is still 5.
    expect(bayLabelsShown(scaleToZoom(zoomToScale(5)))).toBe(false);
    expect(bayLabelsShown(scaleToZoom(zoomToScale(6)))).toBe(true);
  });

  it('takes the zone from the grout number, else from 1.8-unit (9 m) bands', () => {
    expect(groutZoneOf(7, 500, 400)).toBe(7);
    expect(groutZoneOf(null, 400, 400)).toBe(1);
    expect(groutZoneOf(null, 408.9, 400)).toBe(1);
    expect(groutZoneOf(null, 409, 400)).toBe(2);
  });
});

describe('scene index', () => {
  const hives = [
    hive({ id: 'a', block: 1, bottom: 400, top: 403, grout: 1 }),
    hive({ id: 'b', block: 1, bottom: 403, top: 406, grout: 1 }),
    hive({ id: 'c', block: 1, bottom: 406, top: 409, grout: 2, groutName: 'G2' }),
    hive({ id: 'd', block: 2, bottom: 401, top: 404, grout: 1 }),
    hive({ id: 'e', block: 4, bottom: 400, top: 401.5, grout: 1 }),
  ];
  const scene = buildScene({ bays: hives });

  it('finds the hive containing a point, and nothing between blocks or above the dam', () => {
    const at = (block: number, elevation: number) =>
      bayContaining(scene, blockX(block), elevationY(elevation));
    expect(at(1.5, 401)).toBe(0);
    expect(at(1.5, 404.5)).toBe(1);
    expect(at(1.1, 408.99)).toBe(2);
    expect(at(2.5, 402)).toBe(3);
    expect(at(3.5, 402)).toBe(-1);
    expect(at(1.5, 420)).toBe(-1);
  });

  it('lets a finger pick the nearest hive within the tolerance only', () => {
    const x = blockX(3) + 0.5; // 0.5 units right of block 2's column
    expect(bayAt(scene, x, elevationY(402), 0.6)).toBe(3);
    expect(bayAt(scene, x, elevationY(402), 0.4)).toBe(-1);
  });

  it('visits only the hives in a view rectangle', () => {
    const seen: string[] = [];
    forEachVisible(scene, blockX(1), blockX(2) - 0.01, elevationY(405), elevationY(404), (i) =>
      seen.push(hives[i]!.id),
    );
    expect(seen).toEqual(['b']);
  });

  it('moves between hives like arrow keys do', () => {
    expect(neighbour(scene, 0, 'up')).toBe(1);
    expect(neighbour(scene, 2, 'up')).toBe(2);
    expect(neighbour(scene, 1, 'down')).toBe(0);
    expect(neighbour(scene, 0, 'right')).toBe(3);
    expect(neighbour(scene, 3, 'right')).toBe(4);
    expect(neighbour(scene, 3, 'left')).toBe(0);
  });

  it('groups consecutive lifts of a block into grouting zones with boundaries between them', () => {
    expect(scene.zones.map((z) => [z.block, z.name, z.bottom, z.top])).toEqual([
      [1, '1', 400, 406],
      [1, 'G2', 406, 409],
      [2, '1', 401, 404],
      [4, '1', 400, 401.5],
    ]);
    expect([...scene.zoneBoundaries]).toEqual([3, 6, 406]);
    expect(scene.bounds).toEqual({ minBlock: 1, maxBlock: 4, bottom: 400, top: 409 });
  });
});

describe('overlays', () => {
  const scene = buildScene({ bays: smallDam.bays });

  it('colors, labels and explains by the one overlay that is on', () => {
    const styles = styleBays(scene, 'constraintZone', smallDam.overlayData, format);
    expect(styles.coloredBy).toBe('constraintZone');
    const i = smallDam.bays.findIndex((h) => !h.free);
    expect(styles.fillOf(i)).toBe(zoneColor(0));
    expect(styles.linesOf(i)).toEqual(['约束区']);
    expect(styles.legend?.overlay).toBe('constraintZone');
    expect(styles.legend?.entries.map((e) => e.label)).toEqual(['约束区', '自由区']);
  });

  it('leaves every bay plain for an overlay that only writes values, and its legend says so', () => {
    for (const overlay of ['dropRate', 'temperatureGap', 'currentFlow', 'totalFlow'] as const) {
      const styles = styleBays(scene, overlay, smallDam.overlayData, format);
      expect(styles.coloredBy).toBeNull();
      expect(styles.palette).toEqual(['']);
      expect(styles.fillOf(0)).toBe('');
      expect(styles.legend).toMatchObject({ overlay, scheme: 'values' });
      expect(styles.legend?.entries.map((e) => e.label)).toEqual(['不着色，数值写在各仓上']);
    }
    const none = styleBays(scene, null, smallDam.overlayData, format);
    expect(none.legend).toBeNull();
    expect(none.linesOf(0)).toEqual([]);
  });

  it('names in the grouting-zone legend the zones drawn in each colour', () => {
    const styles = styleBays(scene, 'groutZone', {}, format);
    const drawn = new Set(smallDam.bays.map((_, i) => styles.fillOf(i)));
    expect(new Set(styles.legend?.entries.map((e) => e.color))).toEqual(drawn);
    for (const entry of styles.legend!.entries) {
      const first = entry.label.split(', ')[0]!;
      const i = smallDam.bays.findIndex((b) => styles.linesOf(smallDam.bays.indexOf(b))[0] === first);
      expect(styles.fillOf(i)).toBe(entry.color);
    }
  });

  it('uses the temperature bands of part 2 §4, white for a hive not yet closed', () => {
    const hives = [
      hive({ id: 'hot', block: 1, bottom: 0, top: 3 }),
      hive({ id: 'open', block: 1, bottom: 3, top: 6, closed: false }),
      hive({ id: 'none', block: 1, bottom: 6, top: 9 }),
    ];
    const values = new Map([
      ['hot', { value: 27.1 }],
      ['open', { value: 30 }],
    ]);
    const styles = styleBays(
      buildScene({ bays: hives }),
      'currentTemperature',
      { currentTemperature: values },
      format,
    );
    const color = (i: number) => styles.palette[styles.fill[i]!];
    expect(color(0)).toBe(bandColor('red'));
    expect(color(1)).toBe(bandColor('white'));
    // A bay the overlay has no value for keeps the map's plain color and has no text.
    expect(styles.fill[2]).toBe(0);
    expect(styles.linesOf(2)).toEqual([]);
    expect(styles.linesOf(0)).toEqual(['27.1 °C']);
    expect(styles.legend?.entries[0]?.label).toBe('> 27 °C');
    expect(styles.legend?.entries.at(-2)?.label).toBe('≤ 7 °C');
    expect(styles.legend?.entries.at(-1)?.label).toBe('未收仓');
  });

  it('reads age, stage, grouting zone and zone from the hives themselves', () => {
    const styles = styleBays(scene, 'age', {}, format);
    const i = smallDam.bays.findIndex((h) => (h.ageDays ?? 0) >= 200);
    expect(styles.palette[styles.fill[i]!]).toBe('#ff0000');
    expect(styles.linesOf(i)[0]).toBe(`${smallDam.bays[i]!.ageDays}天`);
    expect(styles.legend?.ticks).toEqual([0, 100, 200, 300]);
    const stages = styleBays(scene, 'stage', {}, format);
    expect(stages.palette[stages.fill[0]!]).toBe(stageColor(smallDam.bays[0]!.stage));
    const zones = styleBays(scene, 'groutZone', {}, format);
    expect(zones.linesOf(0)).toEqual([smallDam.bays[0]!.groutName]);
  });

  it('writes warning counts, control modes, flows (water stopped in words) and the max minus 17', () => {
    const hives = [hive({ id: 'h', block: 1, bottom: 0, top: 3 })];
    const s = buildScene({ bays: hives });
    const one = (overlay: MapOverlay, value: MapOverlayValue) =>
      styleBays(s, overlay, { [overlay]: new Map([['h', value]]) }, format);
    const warn = one('warningCount', { counts: { flow: 2, temp: 0 } });
    expect(warn.palette[warn.fill[0]!]).toBe(warningColor(2, 0));
    expect(warn.linesOf(0)).toEqual(['流量2 温度0']);
    const calm = one('liveWarnings', { counts: { flow: 0, temp: 0 } });
    expect(calm.palette[calm.fill[0]!]).toBe(warningColor(0, 0));
    expect(one('controlMode', { mode: 'manual' }).linesOf(0)).toEqual(['手动']);
    expect(one('currentFlow', { value: 0, text: 'stopped' }).linesOf(0)).toEqual(['停水']);
    expect(one('currentFlow', { value: 12.345 }).linesOf(0)).toEqual(['12.35 L/min']);
    expect(one('totalFlow', { value: null }).linesOf(0)).toEqual(['—']);
    expect(one('foundationDiff', { value: 31.2 }).linesOf(0)).toEqual(['14.2 °C']);
    expect(one('latestMaxTemperature', { value: 31.2, at: 1 }).linesOf(0)).toEqual(['31.2 °C 11-20 09:56']);
    expect(one('temperatureGap', { value: -1.24 }).linesOf(0)).toEqual(['↓1.2 °C']);
  });

  it('describes a hive for the list and for screen readers', () => {
    const h = smallDam.bays[0]!;
    expect(describeBay(h, ['21.3 °C'], format)).toBe(
      `${h.label}，${h.block}#坝段，高程 ${h.bottom.toFixed(1)}–${h.top.toFixed(1)} m · 21.3 °C`,
    );
  });
});

describe('fixtures', () => {
  it('the large dam has 3,100 hives in 25 blocks, the small one about 150', () => {
    expect(largeDam.bays).toHaveLength(3100);
    expect(new Set(largeDam.bays.map((h) => h.block)).size).toBe(25);
    expect(smallDam.bays).toHaveLength(150);
    expect(new Set(largeDam.bays.map((h) => h.id)).size).toBe(3100);
  });

  it('is deterministic and lifts do not overlap within a block', () => {
    const again = generateDam({ blocks: 6, firstBlock: 10, bayCount: 150, seed: 3, days: 260 });
    expect(again.bays).toEqual(smallDam.bays);
    for (const block of new Set(largeDam.bays.map((h) => h.block))) {
      const lifts = largeDam.bays.filter((h) => h.block === block).sort((a, b) => a.bottom - b.bottom);
      for (let i = 1; i < lifts.length; i++) expect(lifts[i]!.bottom).toBeCloseTo(lifts[i - 1]!.top, 6);
    }
    expect(largeDam.holes.some((h) => h.up > 800)).toBe(true);
    expect(largeDam.holes.some((h) => h.up <= 800)).toBe(true);
  });
});
