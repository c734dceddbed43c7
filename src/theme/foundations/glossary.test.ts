import { expect, it } from 'vitest';
import { languages } from '../../i18n/language';
import { glossary, glossaryWord } from './glossary';

it.each(glossary.map((term) => [term.key, term] as const))(
  '%s is a message in both languages',
  (key, term) => {
    for (const language of languages) {
      expect(glossaryWord(key, language), `${key} (${language})`).toBeTruthy();
      expect(term.meaning[language]).toBeTruthy();
    }
  },
);

it('finds nothing for a key that does not exist', () => {
  expect(glossaryWord('bay.noSuchKey', 'en')).toBeUndefined();
  expect(glossaryWord('noSuchArea.title', 'zh')).toBeUndefined();
});
