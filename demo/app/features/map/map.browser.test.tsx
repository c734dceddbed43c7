import type { MapBay } from 'damtherm';
import { describe, expect, it } from 'vitest';
import { areaFeatures, elevationCrossLines } from './crossLines';
import { bayFrom3DPath, bayFromMapPath, mapArea } from './paths';
import { rankBays, rankingKey } from './ranking';
import { FIRST_MAP_STATE, parseMapViewState, readMapViewState, writeMapViewState } from './viewState';

const bay = (id: string, block: number, bottom: number, top: number): MapBay => ({
  id,
  label: id,
  block,
  bottom,
  top,
  grout: null,
  free: false,
  stage: null,
  ageDays: null,
});

describe('map paths', () => {
  it('opens a bay with other={area} from the 2D map and from=5 from the 3D map', () => {
    expect(bayFromMapPath('88', 3)).toBe('/areas/hives?id=88&other=3');
    expect(bayFrom3DPath('88')).toBe('/areas/hives?id=88&from=5');
  });

  it('reads the area: none is area 3, a whole number is itself, anything else is no page', () => {
    expect(mapArea(undefined)).toBe(3);
    expect(mapArea('1')).toBe(1);
    expect(mapArea('0')).toBe(0);
    expect(mapArea('abc')).toBeNull();
    expect(mapArea('-1')).toBeNull();
    expect(mapArea('1.5')).toBeNull();
  });
});

describe('map view state', () => {
  it('keeps a valid stored state', () => {
    const state = {
      tab: 'temperature',
      overlay: 'currentTemperature',
      view: { zoom: 6, block: 9.5, elevation: 601.2 },
      bay: '88',
    };
    expect(parseMapViewState(JSON.stringify(state))).toEqual(state);
  });

  it('drops what is not valid, piece by piece, and clamps the zoom to -3..8', () => {
    expect(parseMapViewState(null)).toEqual(FIRST_MAP_STATE);
    expect(parseMapViewState('{not json')).toEqual(FIRST_MAP_STATE);
    expect(parseMapViewState('[1]')).toEqual(FIRST_MAP_STATE);
    expect(
      parseMapViewState(
        JSON.stringify({
          tab: 'weather',
          overlay: 'reload',
          view: { zoom: 40, block: 3, elevation: 500 },
          bay: '../x',
        }),
      ),
    ).toEqual({
      tab: 'basic',
      overlay: null,
      view: { zoom: 8, block: 3, elevation: 500 },
      bay: null,
    });
    expect(
      parseMapViewState(JSON.stringify({ view: { zoom: 'a', block: 1, elevation: 2 } })).view,
    ).toBeNull();
    // A list stored by an older demo: its last valid overlay, the one that coloured the map.
    expect(parseMapViewState(JSON.stringify({ overlays: ['age', 'totalFlow', 'nonsense'] })).overlay).toBe(
      'totalFlow',
    );
  });

  it('is stored per area', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as unknown as Storage;
    writeMapViewState(3, { ...FIRST_MAP_STATE, tab: 'flow' }, fake);
    expect(readMapViewState(3, fake).tab).toBe('flow');
    expect(readMapViewState(1, fake)).toEqual(FIRST_MAP_STATE);
    // A storage that refuses (private mode, full) loses the memory, never the map.
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    expect(() => writeMapViewState(3, FIRST_MAP_STATE, refusing)).not.toThrow();
    expect(readMapViewState(3, refusing)).toEqual(FIRST_MAP_STATE);
  });
});

describe('map features of an area', () => {
  const bays = [bay('1', 6, 560, 563), bay('2', 6, 563, 566), bay('3', 7, 571, 574)];

  it('draws elevation lines every 10 m across the bays', () => {
    expect(elevationCrossLines(bays, (e) => `▽${e}`)).toEqual([
      { elevation: 560, label: '▽560' },
      { elevation: 570, label: '▽570' },
    ]);
    expect(elevationCrossLines([], String)).toEqual([]);
  });

  it("keeps the holes and block lines of the area's blocks, lines from the block's lowest bay", () => {
    const { holes, blockLines } = areaFeatures(
      bays,
      [
        { block: 6, lower: 561, up: 562 },
        { block: 20, lower: 600, up: 610 },
      ],
      [
        { block: 7, bottom: 0, top: 590 },
        { block: 7, bottom: 0, top: 570 },
        { block: 21, bottom: 0, top: 700 },
      ],
    );
    expect(holes).toEqual([{ block: 6, lower: 561, up: 562 }]);
    expect(blockLines).toEqual([{ block: 7, bottom: 571, top: 590 }]);
  });
});

const rankedBay = (id: string): MapBay => ({
  id,
  label: id,
  block: 1,
  top: 3,
  bottom: 0,
  grout: null,
  free: true,
  stage: null,
  ageDays: null,
});

describe('bay ranking', () => {
  const bays = ['a', 'b', 'c', 'd'].map(rankedBay);
  const values = {
    current: new Map([
      ['a', { value: 18.2 }],
      ['b', { value: 23.8 }],
      ['d', { value: null }],
    ]),
    max: new Map([
      ['a', { value: 31, at: 5 }],
      ['c', { value: 28 }],
    ]),
    dropRate: new Map([
      ['a', { value: 0.1 }],
      ['b', { value: 0.4 }],
      ['c', { value: 0.4 }],
    ]),
  };

  it('puts the highest first and the bays without a reading last, in map order', () => {
    expect(rankBays(bays, values, 'current').map((r) => r.bay.id)).toEqual(['b', 'a', 'c', 'd']);
    expect(rankBays(bays, values, 'max').map((r) => r.bay.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(rankBays(bays, values, 'dropRate').map((r) => r.bay.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(rankBays(bays, values, 'max')[0]).toMatchObject({
      current: 18.2,
      max: 31,
      maxAt: 5,
      dropRate: 0.1,
    });
  });

  it('reads the sort from the address, the current temperature by default', () => {
    expect(rankingKey('max')).toBe('max');
    expect(rankingKey('dropRate')).toBe('dropRate');
    expect(rankingKey(null)).toBe('current');
    expect(rankingKey('nonsense')).toBe('current');
  });
});
