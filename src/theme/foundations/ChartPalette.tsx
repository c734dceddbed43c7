import { candleColors, chartPalettes } from '../../components/charts/core/chartColors';
import { formatNumber } from '../../domain/number';
import { useDamLanguage } from '../../i18n/useDamLanguage';
import type { ThemeName } from '../themeClassName';
import { themeNames, themeTitle } from './builtInThemes';
import { closestPair, simulateVision, type Vision, visions } from './colorVision';
import { parseColor, type Rgba, toHex } from './contrast';
import * as styles from './foundations.css';
import { Scroller } from './Scroller';

const VISION_TITLES: Record<Vision, { zh: string; en: string }> = {
  normal: { zh: '正常色觉', en: 'Normal vision' },
  protanopia: { zh: '红色盲', en: 'Protanopia' },
  deuteranopia: { zh: '绿色盲', en: 'Deuteranopia' },
  tritanopia: { zh: '蓝色盲', en: 'Tritanopia' },
};

/** Below this ΔE00 two series are hard to tell apart by colour alone. */
const DISTINCT = 10;

function colorsOf(values: readonly string[]): Rgba[] {
  return values.map((value) => parseColor(value) ?? { r: 0, g: 0, b: 0, a: 1 });
}

function PaletteRow({ colors, vision, label }: { colors: Rgba[]; vision: Vision; label: string }) {
  const language = useDamLanguage();
  const closest = closestPair(colors, vision);
  return (
    <tr>
      <th className={styles.cell} scope="row">
        {VISION_TITLES[vision][language]}
      </th>
      <td className={styles.cell}>
        <span className={styles.swatchRow}>
          {colors.map((color, i) => {
            const seen = toHex(simulateVision(color, vision));
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a series is its place in the palette
                key={i}
                className={styles.smallSwatch}
                style={{ background: seen }}
                title={`${label} ${i + 1}: ${seen}`}
              />
            );
          })}
        </span>
      </td>
      <td className={styles.cell} data-distinct={closest ? closest.distance >= DISTINCT : true}>
        {closest && (
          <>
            <span className={styles.code}>ΔE00 {formatNumber(closest.distance, language, 1, 1)}</span>{' '}
            <span className={styles.muted}>
              ({closest.first + 1} ↔ {closest.second + 1})
            </span>
          </>
        )}
      </td>
    </tr>
  );
}

/**
 * The chart palette of one theme (series 1–10, then rising and falling candles) as each kind of reader sees it,
 * with the closest pair of the set under each vision.
 */
export function ChartPalette({ theme }: { theme: ThemeName }) {
  const language = useDamLanguage();
  const series = colorsOf(chartPalettes[theme]);
  const candles = colorsOf([candleColors[theme].up, candleColors[theme].down]);
  const label = language === 'zh' ? '系列' : 'Series';
  const worst = visions
    .map((vision) => ({ vision, pair: closestPair(series, vision) }))
    .reduce((a, b) => ((b.pair?.distance ?? Infinity) < (a.pair?.distance ?? Infinity) ? b : a));
  return (
    <div className={styles.section}>
      <h3 className={styles.heading}>{themeTitle(theme, language)}</h3>
      {worst.pair && (
        <p>
          {language === 'zh' ? '最难区分：系列' : 'Hardest to tell apart: series'} {worst.pair.first + 1} ↔{' '}
          {worst.pair.second + 1}, ΔE00 {formatNumber(worst.pair.distance, language, 1, 1)} (
          {VISION_TITLES[worst.vision][language]})
        </p>
      )}
      <Scroller label={themeTitle(theme, language)}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.headCell} scope="col">
                {language === 'zh' ? '色觉' : 'Vision'}
              </th>
              <th className={styles.headCell} scope="col">
                {language === 'zh' ? '系列 1–10' : 'Series 1–10'}
              </th>
              <th className={styles.headCell} scope="col">
                {language === 'zh' ? '最接近的一对' : 'Closest pair'}
              </th>
            </tr>
          </thead>
          <tbody>
            {visions.map((vision) => (
              <PaletteRow key={vision} colors={series} vision={vision} label={label} />
            ))}
          </tbody>
          <tbody>
            <tr>
              <th className={styles.headCell} scope="col" colSpan={3}>
                {language === 'zh' ? 'K 线：涨（红）/ 跌（绿）' : 'Candles: rising (red) / falling (green)'}
              </th>
            </tr>
            {visions.map((vision) => (
              <PaletteRow key={vision} colors={candles} vision={vision} label={label} />
            ))}
          </tbody>
        </table>
      </Scroller>
    </div>
  );
}

/** The palettes of the three built-in themes. */
export function ChartPalettes() {
  return (
    <div className={styles.section}>
      {themeNames.map((theme) => (
        <ChartPalette key={theme} theme={theme} />
      ))}
    </div>
  );
}
