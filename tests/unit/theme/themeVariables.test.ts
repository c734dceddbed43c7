import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { candleDown, candleUp, chartPalette } from '../../../src/components/charts/core/chart.css.ts';
import { type ThemeValues, vars } from '../../../src/theme/contract.css.ts';
import { darkValues, lightValues, sunlightValues } from '../../../src/theme/themeValues.ts';

/**
 * The README documents every `--dam-*` custom property with its value in each built-in theme. The table
 * between the markers is generated from the contract and the theme values; this test fails when it is
 * stale. `UPDATE_THEME_DOC=1 npm run test:unit -- tests/unit/theme` rewrites it.
 */
const readme = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../README.md');
const START = '<!-- theme-variables:start -->';
const END = '<!-- theme-variables:end -->';

const purpose: Record<string, string> = {
  'color.background': 'page and screen background',
  'color.surface': 'cards, dialogs, inputs',
  'color.surfaceMuted': 'headers, stripes, disabled fields',
  'color.text': 'body text',
  'color.textMuted': 'secondary text, units, captions',
  'color.border': 'borders and dividers',
  'color.accent': 'primary buttons, links, selected controls',
  'color.accentText': 'text on the accent color',
  'color.focus': 'focus ring',
  'color.ok': 'online, normal readings',
  'color.okSurface': 'background of an ok badge',
  'color.warning': 'abnormal, minor and major warnings',
  'color.warningSurface': 'background of a warning badge',
  'color.danger': 'errors, offline, critical warnings',
  'color.dangerSurface': 'background of an error badge',
  'color.unknown': 'unknown or missing readings',
  'color.unknownSurface': 'background of an unknown badge',
  'color.overlay': 'veil over content while it reloads',
  'space.xs': 'smallest gap',
  'space.sm': 'gap inside controls',
  'space.md': 'gap between fields, card padding',
  'space.lg': 'gap between sections',
  'space.xl': 'page padding',
  'font.family': 'all text',
  'font.familyNumeric': 'aligned figures (loop numbers, codes)',
  'font.sizeSm': 'captions, units',
  'font.sizeMd': 'body text',
  'font.sizeLg': 'card titles, values',
  'font.sizeXl': 'headings, large values',
  'font.weightNormal': 'body text',
  'font.weightBold': 'titles, values',
  'font.lineHeight': 'all text',
  'radius.sm': 'badges, small controls',
  'radius.md': 'buttons, inputs',
  'radius.lg': 'cards, dialogs',
  'radius.pill': 'pills and chips',
  'border.width': 'every border',
  'border.focusWidth': 'focus ring width',
  'shadow.card': 'cards',
  'size.touchTarget': 'minimum height and width of every control',
};

const cell = (value: string) => `\`${value.replaceAll('|', '\\|')}\``;

function table(): string {
  const rows = ['| property | used for | light | dark | sunlight |', '| --- | --- | --- | --- | --- |'];
  for (const group of Object.keys(vars) as (keyof ThemeValues)[]) {
    for (const [key, reference] of Object.entries(vars[group] as Record<string, string>)) {
      const of = (values: ThemeValues) => (values[group] as Record<string, string>)[key] as string;
      rows.push(
        `| \`${reference.slice(4, -1)}\` | ${purpose[`${group}.${key}`] ?? ''} | ${cell(of(lightValues))} | ${cell(of(darkValues))} | ${cell(of(sunlightValues))} |`,
      );
    }
  }
  const fallback = (reference: string) => /, (.+)\)$/.exec(reference)?.[1] ?? '';
  chartPalette.forEach((reference, i) => {
    rows.push(
      `| \`--dam-chart-series-${i + 1}\` | chart curve ${i + 1} | ${cell(fallback(reference))} | own palette | own palette |`,
    );
  });
  rows.push(
    `| \`--dam-chart-up\` | rising candle | ${cell(fallback(candleUp))} | own palette | own palette |`,
  );
  rows.push(
    `| \`--dam-chart-down\` | falling candle | ${cell(fallback(candleDown))} | own palette | own palette |`,
  );
  return rows.join('\n');
}

/** Every `--dam-…` name written anywhere in the sources (tests aside). */
function namesInSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return namesInSources(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [...readFileSync(file, 'utf8').matchAll(/--dam-[a-z][a-z0-9-]*[a-z0-9]/g)].map((m) => m[0]);
  });
}

describe('the README table of --dam-* properties', () => {
  it('names every --dam-* property the sources use', () => {
    const text = readFileSync(readme, 'utf8');
    const names = [...new Set(namesInSources(path.join(path.dirname(readme), 'src')))];
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !text.includes(`\`${name}`))).toEqual([]);
  });

  it('lists every property of the contract and the charts with each theme’s value', () => {
    const text = readFileSync(readme, 'utf8');
    const start = text.indexOf(START);
    const end = text.indexOf(END);
    expect(start, `README.md needs ${START} … ${END}`).toBeGreaterThan(-1);
    const current = text.slice(start + START.length, end).trim();
    const expected = table();
    if (process.env.UPDATE_THEME_DOC && current !== expected) {
      writeFileSync(readme, `${text.slice(0, start + START.length)}\n${expected}\n${text.slice(end)}`);
      return;
    }
    expect(current).toBe(expected);
    for (const group of Object.values(vars)) {
      for (const reference of Object.values(group as Record<string, string>)) {
        expect(current).toContain(reference.slice(4, -1));
      }
    }
    expect(Object.keys(purpose).length).toBe(
      Object.values(vars).reduce((n, group) => n + Object.keys(group).length, 0),
    );
  });
});
