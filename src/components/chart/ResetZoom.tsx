import { Button } from 'react-aria-components';
import * as styles from './chart.css';
import { useStoreSelector } from './hooks';
import { useChartText } from './useChartText';
import type { ViewStore } from './view';

export interface ResetZoomProps {
  /** The zoom/pan state to reset. */
  store: ViewStore;
}

/**
 * "Show all": shown only while the chart is zoomed in. It subscribes to the store itself, so zooming
 * re-renders this button and nothing else.
 */
export function ResetZoom({ store }: ResetZoomProps) {
  const { t } = useChartText();
  const zoomed = useStoreSelector(store, (v, b) => v.start > b.start + 1 || v.end < b.end - 1);
  if (!zoomed) return null;
  return (
    <Button className={styles.quietButton} onPress={() => store.set(store.bounds())} data-reset-zoom="">
      {t('chart.plot.resetZoom')}
    </Button>
  );
}
