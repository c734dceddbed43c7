import { describe, expect, it } from 'vitest';
import { AREA_NAMES } from './areaNames';
import { messageAreas } from './resources';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('message resources', () => {
  it('AREA_NAMES names every area', () => {
    expect([...AREA_NAMES].sort()).toEqual(Object.keys(messageAreas).sort());
  });

  for (const [area, { zh, en }] of Object.entries(messageAreas)) {
    it(`area "${area}" has the same keys in zh and en`, () => {
      const zhKeys = keyPaths(zh).sort();
      const enKeys = keyPaths(en).sort();
      expect(
        zhKeys.filter((k) => !enKeys.includes(k)),
        'keys missing in en',
      ).toEqual([]);
      expect(
        enKeys.filter((k) => !zhKeys.includes(k)),
        'keys missing in zh',
      ).toEqual([]);
    });

    it(`area "${area}" has no empty message`, () => {
      for (const lang of [zh, en]) {
        for (const path of keyPaths(lang)) {
          const text = path
            .split('.')
            .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], lang);
          expect(typeof text === 'string' && text.trim().length > 0, path).toBe(true);
        }
      }
    });
  }
});
