import { useDamText } from '../../../i18n/useDamText';
import * as styles from './chart.css';
import { chartTexts } from './texts';
import type { PlotLine } from './types';

export interface ChartKeyProps {
  /** The lines drawn, in the order the plot takes them. */
  lines: readonly PlotLine[];
}

/**
 * The key of a plot: a swatch in the stroke colour and the name of each curve drawn — only those, so that a
 * reader tells the curves apart without the tooltip, and a hidden curve is not named.
 */
export function ChartKey({ lines }: ChartKeyProps) {
  const { t } = useDamText(chartTexts);
  return (
    <ul className={styles.key} aria-label={t('chart.plot.key')} data-chart-key="">
      {lines.map((l) => (
        <li key={l.series.id} className={styles.keyItem} data-key-of={l.series.id}>
          <span
            className={styles.swatch}
            style={{ color: l.color }}
            data-dash={l.dash ? true : undefined}
            aria-hidden="true"
          />
          {l.series.name}
        </li>
      ))}
    </ul>
  );
}
