import { memo, useEffect, useRef, useState } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { PlainButton } from '../../ui/Button/PlainButton';
import * as styles from './DamMap.css';
import { MAX_ZOOM, MIN_ZOOM } from './geometry';
import { damMapTexts } from './texts';
import type { MapView } from './types';

export interface ZoomControlsProps {
  /** Subscribe to view changes; returns the unsubscribe function. */
  subscribe: (listener: (view: MapView) => void) => () => void;
  getView: () => MapView | null;
  onZoom: (delta: number) => void;
  onShowAll: () => void;
}

const shownLevel = (zoom: number) => (Number.isInteger(zoom) ? String(zoom) : zoom.toFixed(1));

/**
 * Zoom in, zoom out and whole-dam buttons, and the zoom level. Each part listens to the view itself: the
 * level text is written without React, and the buttons render again only when a limit of the zoom range
 * (-3..8) is reached or left.
 */
export function ZoomControls({ subscribe, getView, onZoom, onShowAll }: ZoomControlsProps) {
  return (
    <>
      <ZoomLevel subscribe={subscribe} getView={getView} />
      <ZoomButtons subscribe={subscribe} getView={getView} onZoom={onZoom} onShowAll={onShowAll} />
    </>
  );
}

/**
 * The zoom level as text. It is written straight into its text node as the view changes, so a pinch or a
 * wheel never re-renders React: the frame holds the canvas draw and nothing else.
 */
function ZoomLevel({ subscribe, getView }: Pick<ZoomControlsProps, 'subscribe' | 'getView'>) {
  const { t } = useDamText(damMapTexts);
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let shown: number | null = Number.NaN;
    const write = (view: MapView | null) => {
      const el = ref.current;
      const level = view === null ? null : Math.round(view.zoom * 10) / 10;
      if (!el || level === shown) return;
      shown = level;
      el.hidden = level === null;
      el.textContent = level === null ? '' : t('map.zoomLevel', { zoom: shownLevel(level) });
    };
    write(getView());
    return subscribe(write);
  }, [subscribe, getView, t]);
  return <span ref={ref} className={styles.zoomReadout} data-testid="map-zoom" hidden />;
}

function ZoomButtons({ subscribe, getView, onZoom, onShowAll }: ZoomControlsProps) {
  const [limit, setLimit] = useState<'min' | 'max' | null>(null);
  useEffect(() => {
    const limitOf = (view: MapView | null): 'min' | 'max' | null =>
      view === null
        ? null
        : view.zoom >= MAX_ZOOM - 1e-6
          ? 'max'
          : view.zoom <= MIN_ZOOM + 1e-6
            ? 'min'
            : null;
    let last = limitOf(getView());
    setLimit(last);
    return subscribe((view) => {
      const next = limitOf(view);
      if (next === last) return;
      last = next;
      setLimit(next);
    });
  }, [subscribe, getView]);
  return <Buttons atMax={limit === 'max'} atMin={limit === 'min'} onZoom={onZoom} onShowAll={onShowAll} />;
}

const Buttons = /* @__PURE__ */ memo(function Buttons({
  atMax,
  atMin,
  onZoom,
  onShowAll,
}: {
  atMax: boolean;
  atMin: boolean;
  onZoom: (delta: number) => void;
  onShowAll: () => void;
}) {
  const { t } = useDamText(damMapTexts);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
    <div className={styles.controls} role="group" aria-label={t('map.zoomGroup')}>
      <PlainButton
        variant="icon"
        className={styles.control}
        aria-label={t('map.zoomIn')}
        disabled={atMax}
        onClick={() => onZoom(1)}
      >
        ＋
      </PlainButton>
      <PlainButton
        variant="icon"
        className={styles.control}
        aria-label={t('map.zoomOut')}
        disabled={atMin}
        onClick={() => onZoom(-1)}
      >
        －
      </PlainButton>
      <PlainButton variant="icon" className={styles.control} aria-label={t('map.fit')} onClick={onShowAll}>
        ⤢
      </PlainButton>
    </div>
  );
});
