import type { Language } from '../../i18n/language';
import { common } from '../../i18n/messages/common';
import type { ThemeValues } from '../contract.css';
import { type ThemeName, themeNames } from '../themeClassName';
import { darkValues, lightValues, sunlightValues } from '../themeValues';

/** The three built-in themes as data, in the order of `themeNames`. */
export const builtInThemes: Readonly<Record<ThemeName, ThemeValues>> = {
  light: lightValues,
  dark: darkValues,
  sunlight: sunlightValues,
};

export { themeNames };

/** A theme's name as the theme switch writes it in that language. */
export const themeTitle = (theme: ThemeName, language: Language): string => common[language].theme[theme];

/** The custom property behind a contract value: `var(--dam-color-accent)` → `--dam-color-accent`. */
export const propertyOf = (reference: string): string => reference.replace(/^var\((.*)\)$/, '$1');
