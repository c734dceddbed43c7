export type { ThemeValues } from './contract.css';
export { vars } from './contract.css';
export { damthermLayer } from './layer.css';
export {
  type DamTheme,
  type ThemeInput,
  type ThemeName,
  type ThemeOverrides,
  themeClassName,
  themeNames,
  themeStyle,
} from './themeClassName';
export { darkTheme, lightTheme, sunlightTheme } from './themes.css';
