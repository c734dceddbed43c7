import { darkTheme, lightTheme, sunlightTheme } from './themes.css';

export const themeNames = ['light', 'dark', 'sunlight'] as const;
export type ThemeName = (typeof themeNames)[number];

const classes: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme, sunlight: sunlightTheme };

/** The class that applies a built-in theme; any other string is taken as a portal's own theme class. */
export function themeClassName(theme: ThemeName | (string & {})): string {
  return (classes as Record<string, string>)[theme] ?? theme;
}
