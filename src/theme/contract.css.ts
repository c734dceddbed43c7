import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract. Every value is a CSS custom property named `--dam-…`, so a portal can re-theme
 * damtherm with vanilla-extract (`createTheme(vars, {...})`) or with plain CSS custom properties.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: 'color-background',
      surface: 'color-surface',
      surfaceMuted: 'color-surface-muted',
      text: 'color-text',
      textMuted: 'color-text-muted',
      border: 'color-border',
      accent: 'color-accent',
      accentText: 'color-accent-text',
      focus: 'color-focus',
      ok: 'color-ok',
      okSurface: 'color-ok-surface',
      warning: 'color-warning',
      warningSurface: 'color-warning-surface',
      danger: 'color-danger',
      dangerSurface: 'color-danger-surface',
      unknown: 'color-unknown',
      unknownSurface: 'color-unknown-surface',
      overlay: 'color-overlay',
    },
    space: { xs: 'space-xs', sm: 'space-sm', md: 'space-md', lg: 'space-lg', xl: 'space-xl' },
    font: {
      family: 'font-family',
      familyNumeric: 'font-family-numeric',
      sizeSm: 'font-size-sm',
      sizeMd: 'font-size-md',
      sizeLg: 'font-size-lg',
      sizeXl: 'font-size-xl',
      weightNormal: 'font-weight-normal',
      weightBold: 'font-weight-bold',
      lineHeight: 'line-height',
    },
    radius: { sm: 'radius-sm', md: 'radius-md', lg: 'radius-lg', pill: 'radius-pill' },
    border: { width: 'border-width', focusWidth: 'border-focus-width' },
    shadow: { card: 'shadow-card' },
    size: { touchTarget: 'size-touch-target' },
  },
  (value) => `dam-${value}`,
);

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The values a portal supplies to re-theme damtherm: the same tree as `vars`, with CSS values as leaves. */
export type ThemeValues = Leaves<typeof vars>;
