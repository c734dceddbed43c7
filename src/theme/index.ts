export type { ThemeValues } from './contract.css';
export { vars } from './contract.css';
export { type ThemeName, themeClassName, themeNames } from './themeClassName';
export { darkTheme, lightTheme, sunlightTheme } from './themes.css';
