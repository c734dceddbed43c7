import { describe, expect, it } from 'vitest';
import { createDamI18n } from './createDamI18n';
import { languages } from './language';
import { messageAreas } from './resources';
import { createTranslate, type MessageTree } from './translator';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key of a tree, plural forms folded into their base key. */
function keysOf(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof child === 'string' ? [path.replace(PLURAL, '')] : keysOf(child, path);
  });
}

function textsOf(tree: MessageTree): string[] {
  return Object.values(tree).flatMap((child) => (typeof child === 'string' ? [child] : textsOf(child)));
}

const trees = Object.fromEntries(
  languages.map((lang) => [
    lang,
    Object.fromEntries(Object.entries(messageAreas).map(([area, both]) => [area, both[lang]])),
  ]),
) as unknown as Record<(typeof languages)[number], MessageTree>;

const names = new Set(
  languages.flatMap((lang) =>
    textsOf(trees[lang]).flatMap((text) =>
      [...text.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1] as string),
    ),
  ),
);
const values = Object.fromEntries([...names].map((name) => [name, `<${name}>`]));

describe('createTranslate', () => {
  const i18n = createDamI18n('zh');

  for (const lang of languages) {
    it(`gives i18next's text for every ${lang} message, with and without values and counts`, () => {
      const ours = createTranslate(trees, lang);
      const theirs = i18n.getFixedT(lang, 'damtherm');
      const keys = [...new Set(keysOf(trees[lang]))];
      expect(keys.length).toBeGreaterThan(500);
      for (const key of keys) {
        expect(ours(key), key).toBe(theirs(key));
        expect(ours(key, {}), key).toBe(theirs(key, {}));
        expect(ours(key, values), key).toBe(theirs(key, values as never));
        for (const count of [0, 1, 2, 5]) {
          expect(ours(key, { ...values, count }), `${key} count ${count}`).toBe(
            theirs(key, { ...values, count } as never),
          );
        }
      }
    });
  }

  it('falls back to zh for a key missing in en, and returns an unknown key as it is', () => {
    const t = createTranslate({ zh: { a: { b: '中文' } }, en: {} }, 'en');
    expect(t('a.b')).toBe('中文');
    expect(t('a.c')).toBe('a.c');
    expect(t('a')).toBe('a');
  });
});
