import { type ThemeName, themeNames } from 'damtherm';

/** Local-storage key of the chosen display theme. */
export const THEME_KEY = 'damtherm_theme';

export function readTheme(): ThemeName {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return (themeNames as readonly string[]).includes(value ?? '') ? (value as ThemeName) : 'light';
  } catch {
    return 'light';
  }
}

export function storeTheme(theme: ThemeName): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // private mode: the choice lasts this visit only
  }
}
