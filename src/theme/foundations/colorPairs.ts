import type { ThemeValues } from '../contract.css';
import { contrastRatio, over, parseColor } from './contrast';

export type ColorToken = keyof ThemeValues['color'];

/**
 * A foreground colour the components set on a background colour. `text` pairs carry words and must reach
 * 4.5:1 (WCAG 1.4.3); `ui` pairs are a control's edge or ring, 3:1 (WCAG 1.4.11). A translucent background
 * (the overlay) is laid over `under` first.
 */
export interface ColorPair {
  foreground: ColorToken;
  background: ColorToken;
  under?: ColorToken;
  kind: 'text' | 'ui';
  /** Where the pair appears, for the reader of the Foundations page. */
  usedFor: string;
}

/** The pairs found in the components' styles (`color:` and `background:` of the same rule, *.css.ts). */
export const colorPairs: readonly ColorPair[] = [
  { foreground: 'text', background: 'background', kind: 'text', usedFor: 'page text, headers' },
  { foreground: 'text', background: 'surface', kind: 'text', usedFor: 'cards, dialogs, tables' },
  { foreground: 'text', background: 'surfaceMuted', kind: 'text', usedFor: 'table heads, inputs, chips' },
  { foreground: 'textMuted', background: 'background', kind: 'text', usedFor: 'captions under a header' },
  { foreground: 'textMuted', background: 'surface', kind: 'text', usedFor: 'terms of facts, hints, units' },
  { foreground: 'textMuted', background: 'surfaceMuted', kind: 'text', usedFor: 'hints in inputs and chips' },
  { foreground: 'accent', background: 'surface', kind: 'text', usedFor: 'links, outline buttons' },
  { foreground: 'accent', background: 'surfaceMuted', kind: 'text', usedFor: 'selected tab' },
  {
    foreground: 'accentText',
    background: 'accent',
    kind: 'text',
    usedFor: 'primary buttons, selected choices',
  },
  { foreground: 'ok', background: 'okSurface', kind: 'text', usedFor: 'online, success alerts' },
  {
    foreground: 'warning',
    background: 'warningSurface',
    kind: 'text',
    usedFor: 'warning alerts, stale data',
  },
  { foreground: 'danger', background: 'dangerSurface', kind: 'text', usedFor: 'error alerts, offline' },
  { foreground: 'unknown', background: 'unknownSurface', kind: 'text', usedFor: 'unknown state badges' },
  { foreground: 'ok', background: 'surface', kind: 'text', usedFor: 'status words in lists' },
  { foreground: 'warning', background: 'surface', kind: 'text', usedFor: 'status words in lists' },
  { foreground: 'danger', background: 'surface', kind: 'text', usedFor: 'field errors, failed sends' },
  { foreground: 'surface', background: 'danger', kind: 'text', usedFor: 'count badges' },
  { foreground: 'text', background: 'okSurface', kind: 'text', usedFor: 'body of a status card' },
  { foreground: 'text', background: 'warningSurface', kind: 'text', usedFor: 'body of a status card' },
  { foreground: 'text', background: 'dangerSurface', kind: 'text', usedFor: 'body of a status card' },
  { foreground: 'text', background: 'unknownSurface', kind: 'text', usedFor: 'body of a status card' },
  {
    foreground: 'text',
    background: 'overlay',
    under: 'surface',
    kind: 'text',
    usedFor: 'loading over a chart',
  },
  { foreground: 'focus', background: 'surface', kind: 'ui', usedFor: 'focus ring on cards' },
  { foreground: 'focus', background: 'background', kind: 'ui', usedFor: 'focus ring on the page' },
];

/** The ratio a pair must reach: 4.5 for words, 3 for a control's edge. */
export const requiredRatio = (pair: ColorPair): number => (pair.kind === 'text' ? 4.5 : 3);

/** The contrast ratio of a pair in a theme (null if a colour is not one a page can measure). */
export function pairRatio(pair: ColorPair, colors: ThemeValues['color']): number | null {
  const foreground = parseColor(colors[pair.foreground]);
  let background = parseColor(colors[pair.background]);
  const under = pair.under ? parseColor(colors[pair.under]) : null;
  if (!foreground || !background) return null;
  if (background.a < 1) {
    if (!under) return null;
    background = over(background, under);
  }
  return contrastRatio(foreground, background);
}
