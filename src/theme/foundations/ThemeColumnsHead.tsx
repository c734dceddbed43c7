import type { ReactNode } from 'react';
import { useDamLanguage } from '../../i18n/useDamLanguage';
import { themeNames, themeTitle } from './builtInThemes';
import * as styles from './foundations.css';

/** The head row of a Foundations table: what a row is, one column per built-in theme, then any `after`. */
export function ThemeColumnsHead({ first, after }: { first: ReactNode; after?: ReactNode }) {
  const language = useDamLanguage();
  return (
    <thead>
      <tr>
        <th className={styles.headCell} scope="col">
          {first}
        </th>
        {themeNames.map((theme) => (
          <th key={theme} className={styles.headCell} scope="col">
            {themeTitle(theme, language)}
          </th>
        ))}
        {after}
      </tr>
    </thead>
  );
}
