import type { ReactNode } from 'react';
import { useDamLanguage } from '../../i18n/useDamLanguage';
import { type ThemeValues, vars } from '../contract.css';
import { builtInThemes, propertyOf, themeNames } from './builtInThemes';
import * as styles from './foundations.css';
import { Scroller } from './Scroller';
import { ThemeColumnsHead } from './ThemeColumnsHead';
import { touchTargetUsers } from './touchTargets';

type Group = 'space' | 'radius' | 'font' | 'border' | 'size';

/**
 * One group of the theme contract: each token with its custom property, its value in the three built-in
 * themes, and a sample drawn with the property itself (so in the toolbar's theme).
 */
function TokenTable<G extends Group>({
  group,
  tokens,
  sample,
}: {
  group: G;
  tokens: readonly (keyof ThemeValues[G] & string)[];
  sample: (reference: string, token: string) => ReactNode;
}) {
  const language = useDamLanguage();
  const references = vars[group] as Record<string, string>;
  return (
    <Scroller label={group}>
      <table className={styles.table}>
        <ThemeColumnsHead
          first={language === 'zh' ? '令牌' : 'Token'}
          after={
            <th className={styles.headCell} scope="col">
              {language === 'zh' ? '示例（当前主题）' : 'Sample (toolbar theme)'}
            </th>
          }
        />
        <tbody>
          {tokens.map((token) => {
            const reference = references[token] as string;
            return (
              <tr key={token}>
                <th className={styles.cell} scope="row">
                  <div>{token}</div>
                  <div className={`${styles.code} ${styles.muted}`}>{propertyOf(reference)}</div>
                </th>
                {themeNames.map((theme) => (
                  <td key={theme} className={`${styles.cell} ${styles.value}`}>
                    {(builtInThemes[theme][group] as Record<string, string>)[token]}
                  </td>
                ))}
                <td className={styles.cell}>{sample(reference, token)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Scroller>
  );
}

const keysOf = <G extends Group>(group: G) => Object.keys(vars[group]) as (keyof ThemeValues[G] & string)[];

/** The spacing scale, as bars of each width. */
export function SpacingTokens() {
  return (
    <TokenTable
      group="space"
      tokens={keysOf('space')}
      sample={(ref) => <div className={styles.bar} style={{ width: ref }} />}
    />
  );
}

/** Corner radii, as boxes. */
export function RadiusTokens() {
  return (
    <TokenTable
      group="radius"
      tokens={keysOf('radius')}
      sample={(ref) => <div className={styles.radiusBox} style={{ borderRadius: ref }} />}
    />
  );
}

/** Border and focus-ring widths. */
export function BorderTokens() {
  return (
    <TokenTable
      group="border"
      tokens={keysOf('border')}
      sample={(ref) => (
        <div className={styles.radiusBox} style={{ borderWidth: ref, borderColor: vars.color.text }} />
      )}
    />
  );
}

const TYPE_SAMPLE = { zh: '3 号柜 · 出水温度 12.4 °C', en: 'Cabinet 3 · outlet 12.4 °C' };

/** The type scale: sizes, weights, line height and the two families, each with zh and en text. */
export function TypeScale() {
  const sizes = ['sizeSm', 'sizeMd', 'sizeLg', 'sizeXl'] as const;
  return (
    <TokenTable
      group="font"
      tokens={keysOf('font')}
      sample={(ref, token) => {
        const look = sizes.includes(token as (typeof sizes)[number])
          ? { fontSize: ref }
          : token.startsWith('weight')
            ? { fontWeight: ref }
            : token === 'familyNumeric'
              ? { fontFamily: ref }
              : token === 'lineHeight'
                ? { lineHeight: ref, maxWidth: '16em' }
                : { fontFamily: ref };
        return (
          <div style={look}>
            <div lang="zh-CN">{TYPE_SAMPLE.zh}</div>
            <div lang="en">
              {token === 'lineHeight' ? `${TYPE_SAMPLE.en}, ${TYPE_SAMPLE.en}` : TYPE_SAMPLE.en}
            </div>
          </div>
        );
      }}
    />
  );
}

/** The minimum touch target, drawn at its size, and the components that keep it. */
export function TouchTargets() {
  const language = useDamLanguage();
  return (
    <div className={styles.section}>
      <TokenTable
        group="size"
        tokens={keysOf('size')}
        sample={(ref) => (
          <div className={styles.target} style={{ width: ref, height: ref }}>
            <span aria-hidden>+</span>
          </div>
        )}
      />
      <p>
        {language === 'zh' ? '保证最小触控尺寸的组件：' : 'Components that keep the minimum size: '}
        {touchTargetUsers.join(', ')}
      </p>
    </div>
  );
}
