import { AREA_NAMES } from './areaNames';
import { DEFAULT_LANGUAGE, type Language } from './language';

/** Translation of one key with interpolation values. */
export type DamT = (key: string, values?: Record<string, unknown>) => string;

/** Messages of one language: nested objects whose leaves are strings. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function lookup(tree: MessageTree | undefined, path: readonly string[]): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function valueAt(values: Record<string, unknown>, path: string): unknown {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const reported = new Set<string>();

/**
 * A key of a damtherm area that the component's texts do not include shows as the key itself: say so once,
 * loudly, since it is a damtherm bug (a folder's `texts.ts` misses an area), not a missing translation.
 */
function reportMissingArea(tree: MessageTree | undefined, area: string, key: string) {
  if (tree?.[area] !== undefined || !AREA_NAMES.has(area) || reported.has(area)) return;
  reported.add(area);
  console.error(`damtherm: the message area "${area}" is not among this component's texts (key "${key}")`);
}

/**
 * damtherm's own translate function over its message trees — what i18next did for it, in a few lines, so a
 * page that shows damtherm's components does not carry i18next (about 16 KB min+gzip): keys are dotted paths,
 * `{{name}}` is replaced by the value (not escaped: React escapes), a `count` picks the `_zero`, `_one`,
 * `_other` … form by `Intl.PluralRules`, a key missing in a language falls back to zh, and an unknown key
 * is returned as it is. `translator.test.ts` checks it gives i18next's text for every message.
 */
export function createTranslate(
  messages: Readonly<Partial<Record<Language, MessageTree>>>,
  language: Language,
): DamT {
  const order = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const plurals = new Map<Language, Intl.PluralRules>();
  const pluralOf = (lang: Language, count: number) => {
    let rules = plurals.get(lang);
    if (!rules) {
      rules = new Intl.PluralRules(lang);
      plurals.set(lang, rules);
    }
    return rules.select(count);
  };
  return (key, values) => {
    const path = key.split('.');
    const last = path.length - 1;
    const count = values?.count;
    let text: string | undefined;
    for (const lang of order) {
      const tree = messages[lang];
      if (typeof count === 'number') {
        const forms = count === 0 ? ['zero', pluralOf(lang, count)] : [pluralOf(lang, count)];
        for (const form of forms) {
          text ??= lookup(tree, [...path.slice(0, last), `${path[last]}_${form}`]);
        }
      }
      text ??= lookup(tree, path);
      if (text !== undefined) break;
    }
    if (text === undefined) {
      reportMissingArea(messages[DEFAULT_LANGUAGE], path[0]!, key);
      return key;
    }
    if (!values || !text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = valueAt(values, name);
      return value === undefined || value === null ? whole : String(value);
    });
  };
}
