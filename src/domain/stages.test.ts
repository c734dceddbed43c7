import { describe, expect, it } from 'vitest';
import { stage } from '../i18n/messages/stage.ts';
import { contrastRatio, readableTextColor } from './bands.ts';
import {
  AGGREGATE_STAGES,
  aggregateStageName,
  CONCRETE_STAGES,
  stageColor,
  stageName,
  UNKNOWN_STAGE_COLOUR,
} from './stages.ts';

function lookup(key: string, lang: 'zh' | 'en'): unknown {
  const [area, ...rest] = key.split('.');
  expect(area).toBe('stage');
  return rest.reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], stage[lang]);
}

describe('stageName (part 2 §4)', () => {
  it('names stages 1..7 and only those: 0 and 8 are unknown', () => {
    expect(stageName(1)).toBe('stage.s1');
    expect(stageName('7')).toBe('stage.s7');
    expect(stageName(0)).toBe('stage.unknown');
    expect(stageName(8)).toBe('stage.unknown');
    expect(stageName(2.5)).toBe('stage.unknown');
    expect(stageName(null)).toBe('stage.unknown');
  });
  it("uses the seed's names in en and Chinese names in zh", () => {
    expect(lookup(stageName(1), 'en')).toBe('First-phase control');
    expect(lookup(stageName(4), 'en')).toBe('Mid cooling');
    expect(lookup(stageName(7), 'en')).toBe('Second-phase first control');
    expect(lookup(stageName(1), 'zh')).toBe('一期控温');
    for (const s of CONCRETE_STAGES) {
      expect(typeof lookup(stageName(s), 'zh')).toBe('string');
      expect(typeof lookup(stageName(s), 'en')).toBe('string');
    }
    expect(typeof lookup('stage.unknown', 'en')).toBe('string');
  });
});

describe('aggregateStageName (part 2 §4)', () => {
  it('names 1 first cooling and 2 second cooling; 0 and 3 are unknown', () => {
    expect(aggregateStageName(1)).toBe('stage.aggregate.s1');
    expect(aggregateStageName('2')).toBe('stage.aggregate.s2');
    expect(aggregateStageName(0)).toBe('stage.unknown');
    expect(aggregateStageName(3)).toBe('stage.unknown');
    expect(lookup(aggregateStageName(1), 'en')).toBe('First cooling');
    expect(lookup(aggregateStageName(2), 'en')).toBe('Second cooling');
    for (const s of AGGREGATE_STAGES) expect(typeof lookup(aggregateStageName(s), 'zh')).toBe('string');
  });
});

describe('stageColour', () => {
  it('gives each of the 7 stages its own colour, grey outside 1..7', () => {
    const colours = CONCRETE_STAGES.map(stageColor);
    expect(new Set(colours).size).toBe(7);
    expect(stageColor(0)).toBe(UNKNOWN_STAGE_COLOUR);
    expect(stageColor(8)).toBe(UNKNOWN_STAGE_COLOUR);
    expect(stageColor(1)).not.toBe(UNKNOWN_STAGE_COLOUR);
    expect(stageColor(7)).not.toBe(UNKNOWN_STAGE_COLOUR);
  });
  it('has a readable label colour on every stage', () => {
    for (const s of CONCRETE_STAGES) {
      const fill = stageColor(s);
      expect(contrastRatio(fill, readableTextColor(fill))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
