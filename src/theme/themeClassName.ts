import type { CSSProperties } from 'react';
import { type ThemeValues, vars } from './contract.css';
import { darkTheme, lightTheme, sunlightTheme } from './themes.css';

export const themeNames = ['light', 'dark', 'sunlight'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Some values of the theme contract, e.g. `{ color: { accent: '#8a1538' } }`; the rest come from a base. */
export type ThemeOverrides = { [Group in keyof ThemeValues]?: Partial<ThemeValues[Group]> };

/** A theme that extends a built-in one: its base, plus a portal's class and/or values over it. */
export interface DamTheme {
  /** The built-in theme every value not given comes from; `light` by default. */
  base?: ThemeName;
  /** A portal's class that sets some `--dam-*` properties (plain CSS or vanilla-extract). */
  className?: string;
  /** Values set inline on the provider's root, over the base and the class. */
  values?: ThemeOverrides;
}

/** What `DamProvider`'s `theme` takes: a built-in name, a portal's class (over `light`), or a `DamTheme`. */
export type ThemeInput = ThemeName | (string & {}) | DamTheme;

const classes: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme, sunlight: sunlightTheme };

function isThemeName(value: string): value is ThemeName {
  return (themeNames as readonly string[]).includes(value);
}

/**
 * The classes that apply a theme. A built-in name gives its class; a portal's class is applied together
 * with a built-in base (`light` unless a `DamTheme` says otherwise), so a class that sets only a few
 * `--dam-*` properties extends the base instead of leaving the others undefined. The built-in values sit in
 * `@layer damtherm`, so the portal's class wins whatever the order of the style sheets.
 */
export function themeClassName(theme: ThemeInput): string {
  if (typeof theme === 'string') return isThemeName(theme) ? classes[theme] : `${classes.light} ${theme}`;
  const base = classes[theme.base ?? 'light'];
  return theme.className ? `${base} ${theme.className}` : base;
}

/** The name of a contract value's custom property: `vars.color.accent` → `--dam-color-accent`. */
function propertyName(reference: string): string {
  return reference.slice('var('.length, -1);
}

/**
 * Inline custom properties for some theme values (`{ '--dam-color-accent': '#8a1538' }`), for the style of
 * any element that holds damtherm components.
 */
export function themeStyle(values: ThemeOverrides | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (!values) return style;
  for (const group of Object.keys(values) as (keyof ThemeValues)[]) {
    const given = values[group] as Record<string, string | undefined> | undefined;
    const references = vars[group] as Record<string, string>;
    for (const [key, value] of Object.entries(given ?? {})) {
      const reference = references[key];
      if (reference && value !== undefined) style[propertyName(reference)] = value;
    }
  }
  return style as CSSProperties;
}
