import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './chart.css';
import { useChartText } from './useChartText';

/** The loading overlay over a plot while its data loads (part 1 §4). */
export function ChartLoading() {
  const { t } = useChartText();
  return (
    <div className={styles.overlay} role="status" data-chart-loading="">
      <span className={styles.spinner} aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}

export interface ChartMessageProps {
  /** `empty`: no data (the plot is hidden); `error`: loading failed. */
  kind: 'empty' | 'error';
  /** The text; defaults to "No data" or "Something went wrong". */
  children?: ReactNode;
  /** Height of the box, to keep the layout where the plot would be. */
  height?: number;
  /** Shows a retry button on errors. */
  onRetry?: () => void;
}

/** What shows instead of the plot when there is no data or loading failed. */
export function ChartMessage({ kind, children, height = 160, onRetry }: ChartMessageProps) {
  const { t } = useChartText();
  return (
    <div
      className={styles.stateBox}
      data-kind={kind}
      style={{ minHeight: height }}
      role={kind === 'error' ? 'alert' : undefined}
      data-chart-empty={kind === 'empty' ? '' : undefined}
    >
      <span>{children ?? (kind === 'empty' ? t('common.noData') : t('common.error'))}</span>
      {kind === 'error' && onRetry ? (
        <Button className={styles.quietButton} onPress={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
