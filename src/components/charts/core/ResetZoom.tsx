import { useDamText } from '../../../i18n/useDamText';
import { PlainButton } from '../../ui/Button/PlainButton';
import { useStoreSelector } from './hooks';
import { chartTexts } from './texts';
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
  const { t } = useDamText(chartTexts);
  const zoomed = useStoreSelector(store, (v, b) => v.start > b.start + 1 || v.end < b.end - 1);
  if (!zoomed) return null;
  return (
    <PlainButton variant="secondary" size="sm" onClick={() => store.set(store.bounds())} data-reset-zoom="">
      {t('chart.plot.resetZoom')}
    </PlainButton>
  );
}
