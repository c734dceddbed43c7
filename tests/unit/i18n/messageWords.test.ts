/**
 * One spelling of every unit and the punctuation of each language, over every message area in zh and en (the
 * package's and the demo's own `app` area):
 * °C (never ℃), L/min (never L/m), °C/d for a rate, a space between a number and its unit, an English colon
 * and comma in English and a Chinese colon in Chinese sentences, English sentences with a capital letter,
 * and the English vocabulary (bay, cabinet; never hive).
 */
import { describe, expect, it } from 'vitest';
import { app } from '../../../demo/app/texts/app';
import { messageAreas } from '../../../src/i18n/resources';

type Lang = 'zh' | 'en';

function* texts(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) yield* texts(child, path ? `${path}.${key}` : key);
  }
}

const all = (lang: Lang) =>
  Object.entries({ ...messageAreas, app }).flatMap(([area, both]) => [...texts(both[lang], area)]);

/** The messages of `lang` that match `pattern`, as 'path: text' (empty when none). */
const offending = (lang: Lang, pattern: RegExp, except: ReadonlySet<string> = new Set()) =>
  all(lang)
    .filter(([path, text]) => pattern.test(text) && !except.has(path))
    .map(([path, text]) => `${path}: ${text}`);

/**
 * English messages that are not sentences but pieces set inside other text or beside a value, so they keep
 * their lower case: a word after a time ('at'), a unit, 'never' after 'last at', a loop in a command
 * ('all loops', 'loop 3'), an interval after '·', a count of days after a date, a note in brackets,
 * 'e.g.' examples, and a developer's message that starts with a function name.
 */
const FRAGMENTS = new Set([
  'instruments.latest.at',
  'loop.detail.record.hoursUnit',
  'common.never',
  'loop.control.autoMark',
  'loop.control.targetAll',
  'loop.control.targetLoops',
  'reversal.every',
  'bay.facts.waterNote_other',
  'app.session.rolesMissing',
  'aggregate.form.temperaturePlaceholder',
  'bay.list.bayNamePlaceholder',
  'bay.list.groutPlaceholder',
  'handling.form.placeholder',
]);

describe('units in every message, zh and en', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`${lang}: degrees are °C, never ℃`, () => {
      expect(offending(lang, /℃/)).toEqual([]);
    });

    it(`${lang}: flow is L/min, never L/m or l/min`, () => {
      expect(offending(lang, /L\/m(?!in)|\bl\/min/)).toEqual([]);
    });

    it(`${lang}: pressure is MPa, never Mpa or mpa`, () => {
      expect(offending(lang, /\b(Mpa|mpa|MPA)\b/)).toEqual([]);
    });

    it(`${lang}: a rate is °C/d, never per day in words or /天`, () => {
      expect(offending(lang, /°C\s*\/\s*(day|天)|°C per day|度\/天/)).toEqual([]);
    });

    it(`${lang}: a number or placeholder is followed by a space before its unit`, () => {
      // '{{value}}°C', '0.415MPa', '{{flow}}L/min': the SI rule asks for a space (a no-break one is fine).
      expect(offending(lang, /(\d|\}\})(°C|MPa|L\/min|kPa|W\/m²)/)).toEqual([]);
    });
  }
});

describe('punctuation of each language', () => {
  it('en: no Chinese colon, comma, semicolon, brackets or full stop', () => {
    expect(offending('en', /[：，；（）。、]/)).toEqual([]);
  });

  it('zh: no ASCII colon or comma beside Chinese words', () => {
    // A colon or comma touching a Chinese character (or after one, before a space) is a Chinese sentence's.
    expect(offending('zh', /[\u4e00-\u9fff]\s*[:,](?!\/\/)|[:,]\s*[\u4e00-\u9fff]/)).toEqual([]);
  });

  it('en: messages that are sentences start with a capital letter', () => {
    // File names (and the words of one) are not sentences: 'block-2-flow-data-2026-11-29.zip'.
    const fileNames = new Set(all('en').flatMap(([path]) => (path.startsWith('export.file.') ? [path] : [])));
    expect(offending('en', /^[a-z]/, new Set([...FRAGMENTS, ...fileNames]))).toEqual([]);
  });

  it('en: every fragment kept in lower case still exists (the list does not rot)', () => {
    const paths = new Set(all('en').map(([path]) => path));
    expect([...FRAGMENTS].filter((path) => !paths.has(path))).toEqual([]);
  });
});

describe('English vocabulary', () => {
  it('says bay, never hive', () => {
    expect(offending('en', /\bhives?\b/i)).toEqual([]);
  });

  it('has no Chinese words, except the name of the Chinese language and example data names', () => {
    const chinese = offending(
      'en',
      /[\u4e00-\u9fff]/,
      new Set(['common.languageNames.zh', 'aggregate.search.placeholder']),
    );
    expect(chinese).toEqual([]);
  });
});
