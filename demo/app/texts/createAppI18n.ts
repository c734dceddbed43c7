import { type Language, languages } from 'damtherm';
import { createDamI18n, DAM_NAMESPACE } from 'damtherm/i18next';
import { app } from './app';

/**
 * damtherm's i18next instance with the demo's own `app` area added beside the package's areas, so a screen
 * translates `app.route.login` and `rack.title` with the same `t`. The package does not ship these words.
 */
export function createAppI18n(language: Language) {
  const i18n = createDamI18n(language);
  for (const lang of languages) i18n.addResourceBundle(lang, DAM_NAMESPACE, { app: app[lang] }, true, false);
  return i18n;
}
