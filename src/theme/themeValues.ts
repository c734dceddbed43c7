import type { ThemeValues } from './contract.css';

/*
 * The values of the three built-in themes, as plain data: themes.css.ts turns them into classes, and the
 * README's table of `--dam-*` properties is checked against them (themeVariables.test.ts).
 */

const shared = {
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  font: {
    family:
      'system-ui, -apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", "Segoe UI", Roboto, sans-serif',
    familyNumeric: 'ui-monospace, "SF Mono", "Roboto Mono", Menlo, Consolas, monospace',
    sizeSm: '13px',
    sizeMd: '15px',
    sizeLg: '17px',
    sizeXl: '21px',
    weightNormal: '400',
    weightBold: '600',
    lineHeight: '1.45',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  border: { width: '1px', focusWidth: '3px' },
  size: { touchTarget: '44px' },
};

/** Default light theme. */
export const lightValues: ThemeValues = {
  ...shared,
  color: {
    background: '#f3f5f7',
    surface: '#ffffff',
    surfaceMuted: '#eef1f4',
    text: '#17202a',
    textMuted: '#55606c',
    border: '#d5dbe1',
    accent: '#0b63c5',
    accentText: '#ffffff',
    focus: '#0b63c5',
    ok: '#14692d',
    okSurface: '#e6f4ea',
    warning: '#9a5b00',
    warningSurface: '#fff4e0',
    danger: '#c62828',
    dangerSurface: '#fdecea',
    unknown: '#5f6b76',
    unknownSurface: '#eceff1',
    overlay: 'rgba(255,255,255,0.72)',
  },
  shadow: { card: '0 1px 2px rgba(16,24,40,0.08), 0 1px 3px rgba(16,24,40,0.06)' },
};

/** Dark theme for control rooms and night shifts. */
export const darkValues: ThemeValues = {
  ...shared,
  color: {
    background: '#0f141a',
    surface: '#19212a',
    surfaceMuted: '#222c37',
    text: '#e7edf3',
    textMuted: '#a3afbb',
    border: '#33404d',
    accent: '#5aa9ff',
    accentText: '#06121f',
    focus: '#8cc4ff',
    ok: '#5fd47f',
    okSurface: '#15311f',
    warning: '#f3b04a',
    warningSurface: '#3a2a10',
    danger: '#ff7b72',
    dangerSurface: '#3d1714',
    unknown: '#aab4bf',
    unknownSurface: '#2a333d',
    overlay: 'rgba(15,20,26,0.72)',
  },
  shadow: { card: '0 1px 3px rgba(0,0,0,0.5)' },
};

/**
 * High-contrast "sunlight" theme for phones read outdoors: pure black on white, thick borders, larger type,
 * status shown by strong fills rather than tints.
 */
export const sunlightValues: ThemeValues = {
  ...shared,
  font: { ...shared.font, sizeSm: '15px', sizeMd: '17px', sizeLg: '19px', sizeXl: '24px', weightBold: '700' },
  border: { width: '2px', focusWidth: '4px' },
  size: { touchTarget: '48px' },
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f0f0f0',
    text: '#000000',
    textMuted: '#1f1f1f',
    border: '#000000',
    accent: '#0032a0',
    accentText: '#ffffff',
    focus: '#000000',
    ok: '#005a1e',
    okSurface: '#c8f0d2',
    warning: '#6b3a00',
    warningSurface: '#ffe08a',
    danger: '#a00000',
    dangerSurface: '#ffc9c9',
    unknown: '#000000',
    unknownSurface: '#d9d9d9',
    overlay: 'rgba(255,255,255,0.9)',
  },
  shadow: { card: 'none' },
};
