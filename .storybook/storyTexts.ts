import { isLanguage, type Language } from '../src/i18n/language';
import { messageTrees } from '../src/i18n/messageTrees';
import { createTranslate, type DamT } from '../src/i18n/translator';

/**
 * The words of the language a story renders in (the toolbar's, or the story's own `globals.language`), read
 * from damtherm's message catalogues, so a play finds a control by the text the reader sees in either
 * language: `const t = storyTexts(globals); canvas.getByRole('button', { name: t('common.save') })`.
 */
export function storyTexts(globals: { readonly language?: unknown }): DamT {
  return createTranslate(messageTrees, storyLanguage(globals));
}

/** The language a story renders in: the same fallback as the preview's DamProvider decorator. */
export function storyLanguage(globals: { readonly language?: unknown }): Language {
  return isLanguage(globals.language) ? globals.language : 'zh';
}

const special = /[.*+?^${}()|[\]\\]/g;

/** Matches a text that contains `words` (for a label that carries more, e.g. a required mark). */
export function containing(words: string): RegExp {
  return new RegExp(words.replace(special, '\\$&'));
}

/** Matches a text that starts with `words` ("Password", not "Confirm password"). */
export function startingWith(words: string): RegExp {
  return new RegExp(`^${words.replace(special, '\\$&')}`);
}
