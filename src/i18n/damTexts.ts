import type { Language } from './language';
import type { MessageTree } from './translator';

/** One message area as its file declares it: both languages side by side. */
export type MessageArea = Readonly<Record<Language, MessageTree>>;

/**
 * The messages a group of components reads: the areas it names, per language, keyed as in the whole tree
 * (`rack.title` stays `rack.title`). Each component folder declares its own (`texts.ts`), so a portal's bundle
 * carries the areas of the components it imports, not every message of the package.
 */
export type DamTexts = Readonly<Record<Language, MessageTree>>;

export function damTexts(areas: Readonly<Record<string, MessageArea>>): DamTexts {
  const zh: Record<string, MessageTree> = {};
  const en: Record<string, MessageTree> = {};
  for (const [name, area] of Object.entries(areas)) {
    zh[name] = area.zh;
    en[name] = area.en;
  }
  return { zh, en };
}
