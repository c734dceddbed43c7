import { formatNumber } from '../../domain/number';
import { useDamLanguage } from '../../i18n/useDamLanguage';
import { builtInThemes, themeNames } from './builtInThemes';
import { colorPairs, pairRatio, requiredRatio } from './colorPairs';
import { contrastLevel, over, parseColor, toHex } from './contrast';
import * as styles from './foundations.css';
import { Scroller } from './Scroller';
import { ThemeColumnsHead } from './ThemeColumnsHead';

const SAMPLE = { zh: '出水温度 12.4 °C', en: 'Outlet 12.4 °C' } as const;

/**
 * Every foreground/background pair the components use, in each built-in theme: a sample in those colours, the
 * WCAG contrast ratio and what it passes. Words need AA (4.5:1), a focus ring 3:1.
 */
export function ContrastPairs() {
  const language = useDamLanguage();
  return (
    <Scroller label={language === 'zh' ? '对比度' : 'Contrast ratios'}>
      <table className={styles.table}>
        <ThemeColumnsHead first={language === 'zh' ? '前景 / 背景' : 'Foreground / background'} />
        <tbody>
          {colorPairs.map((pair) => (
            <tr key={`${pair.foreground}/${pair.background}`}>
              <th className={styles.cell} scope="row">
                <div className={styles.code}>
                  {pair.foreground} / {pair.background}
                </div>
                <div className={styles.muted}>
                  {pair.usedFor}
                  {pair.kind === 'ui' ? ' (3:1)' : ''}
                </div>
              </th>
              {themeNames.map((theme) => {
                const colors = builtInThemes[theme].color;
                const ratio = pairRatio(pair, colors);
                const passes = ratio !== null && ratio >= requiredRatio(pair);
                // A focus ring passes at 3:1, where words would only pass as large text.
                const level = !passes ? 'fail' : pair.kind === 'ui' ? 'AA' : contrastLevel(ratio);
                const background = parseColor(colors[pair.background]);
                const under = pair.under ? parseColor(colors[pair.under]) : null;
                const shown =
                  background && under && background.a < 1
                    ? toHex(over(background, under))
                    : colors[pair.background];
                return (
                  <td key={theme} className={styles.cell} data-passes={passes}>
                    {pair.kind === 'text' ? (
                      <span
                        className={styles.sample}
                        style={{ color: colors[pair.foreground], background: shown }}
                      >
                        {SAMPLE[language]}
                      </span>
                    ) : (
                      <span
                        className={styles.sample}
                        style={{
                          background: shown,
                          outline: `3px solid ${colors[pair.foreground]}`,
                          outlineOffset: -3,
                        }}
                      >
                        <span style={{ color: colors.text }}>{language === 'zh' ? '焦点' : 'Focus'}</span>
                      </span>
                    )}
                    <span className={styles.code}>
                      {' '}
                      {ratio === null ? '?' : `${formatNumber(ratio, language, 2, 2)}:1`}
                    </span>
                    <span className={styles.level} data-level={level}>
                      {level}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroller>
  );
}
