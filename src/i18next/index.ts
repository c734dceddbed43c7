/*
 * damtherm/i18next: damtherm's messages in an i18next instance, for an app that reads them through i18next too
 * (`<DamProvider i18n={createDamI18n(language)}>`). The only entry that imports i18next, an optional peer:
 * `damtherm` translates with its own few lines and never loads it.
 */

export { createDamI18n } from '../i18n/createDamI18n';
export { DAM_NAMESPACE } from '../i18n/namespace';
