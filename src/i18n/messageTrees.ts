import type { Language } from './language';
import { resources } from './resources';
import type { MessageTree } from './translator';

/** damtherm's messages per language, as the translator reads them (the i18next namespace unwrapped). */
export const messageTrees: Record<Language, MessageTree> = {
  zh: resources.zh.damtherm,
  en: resources.en.damtherm,
};
