/*
 * The chart colors of the three built-in themes, as plain data: chart.css.ts sets them as `--dam-chart-*`
 * properties, and the Foundations pages in Storybook show them (with a colour-blind simulation).
 */

// Ordered so that neighbours differ in hue: the first five series stay apart on a phone in the sun.
export const chartPalettes = {
  light: [
    '#0b63c5',
    '#c2410c',
    '#0f766e',
    '#7c3aed',
    '#be185d',
    '#b45309',
    '#15803d',
    '#4d7c0f',
    '#475569',
    '#a16207',
  ],
  dark: [
    '#6cb4ff',
    '#fb923c',
    '#2dd4bf',
    '#c4b5fd',
    '#f472b6',
    '#f5a524',
    '#4ade80',
    '#a3e635',
    '#cbd5e1',
    '#facc15',
  ],
  sunlight: [
    '#0032a0',
    '#b00020',
    '#005f56',
    '#5b00b3',
    '#9c0057',
    '#8a3b00',
    '#006b1f',
    '#3d5c00',
    '#000000',
    '#6b5200',
  ],
} as const;

/** Rising candles are red and falling ones green, as on Chinese charts. */
export const candleColors = {
  light: { up: '#d32f2f', down: '#15803d' },
  dark: { up: '#ff6b6b', down: '#4ade80' },
  sunlight: { up: '#a00000', down: '#005a1e' },
} as const;
