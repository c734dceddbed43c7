import { useDamLanguage } from '../../i18n/useDamLanguage';
import { vars } from '../contract.css';
import { builtInThemes, propertyOf, themeNames } from './builtInThemes';
import type { ColorToken } from './colorPairs';
import * as styles from './foundations.css';
import { Scroller } from './Scroller';
import { ThemeColumnsHead } from './ThemeColumnsHead';

/** Every colour of the theme contract, with its value in each built-in theme side by side. */
export function ThemeColors() {
  const language = useDamLanguage();
  const tokens = Object.keys(vars.color) as ColorToken[];
  return (
    <Scroller label={language === 'zh' ? '主题颜色' : 'Theme colours'}>
      <table className={styles.table}>
        <ThemeColumnsHead first={language === 'zh' ? '令牌' : 'Token'} />
        <tbody>
          {tokens.map((token) => (
            <tr key={token}>
              <th className={styles.cell} scope="row">
                <div>{token}</div>
                <div className={`${styles.code} ${styles.muted}`}>{propertyOf(vars.color[token])}</div>
              </th>
              {themeNames.map((theme) => {
                const value = builtInThemes[theme].color[token];
                return (
                  <td key={theme} className={styles.cell}>
                    <span className={styles.swatchRow}>
                      <span className={styles.swatch} style={{ background: value }} />
                      <span className={styles.code}>{value}</span>
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
