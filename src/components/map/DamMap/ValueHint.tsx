import { useEffect, useState } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import * as styles from './DamMap.css';
import { BAY_LABEL_ZOOM, bayLabelsShown } from './geometry';
import { damMapTexts } from './texts';
import type { MapView } from './types';

export interface ValueHintProps {
  /** An overlay is on: its values are written on the bays once their labels show. */
  overlaysOn: boolean;
  /** Subscribe to view changes; returns the unsubscribe function. */
  subscribe: (listener: (view: MapView) => void) => () => void;
  getView: () => MapView | null;
}

/**
 * Says to zoom in while an overlay is on but the bays' labels (and so its values) are hidden (zoom ≤ 5):
 * a flow overlay colours nothing, and without the hint turning it on would seem to do nothing. Renders again
 * only when the zoom crosses the threshold.
 */
export function ValueHint({ overlaysOn, subscribe, getView }: ValueHintProps) {
  const { t } = useDamText(damMapTexts);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const labelsHidden = (view: MapView | null) => view !== null && !bayLabelsShown(view.zoom);
    let last = labelsHidden(getView());
    setHidden(last);
    return subscribe((view) => {
      const next = labelsHidden(view);
      if (next === last) return;
      last = next;
      setHidden(next);
    });
  }, [subscribe, getView]);
  if (!overlaysOn || !hidden) return null;
  return (
    <p className={styles.valueHint} data-value-hint="">
      {t('map.zoomForValues', { zoom: BAY_LABEL_ZOOM })}
    </p>
  );
}
