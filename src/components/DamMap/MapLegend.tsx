import { Button } from 'react-aria-components';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import * as styles from './DamMap.css';
import type { MapLegend as Legend } from './overlay';
import type { MapOverlayStatus, OverlayKey } from './types';

/** An overlay the screen is still fetching, or failed to fetch. */
export interface OverlayState {
  key: OverlayKey;
  name: string;
  status: MapOverlayStatus;
}

export interface MapLegendProps {
  /** The colours on the map now, or null when no overlay colours it. */
  legend: Legend | null;
  /** Overlays that are loading or failed. */
  pending: readonly OverlayState[];
  /** Ask again for an overlay that failed. */
  onRetry?: (key: OverlayKey) => void;
}

/**
 * The legend under the map: what the colours on it mean (temperature bands, age with its 100/200/300-day
 * scale, stages, zones, warnings, control mode) and which overlays are still loading. A portal can replace it
 * through DamMap's `renderLegend`.
 */
export function MapLegend({ legend, pending, onRetry }: MapLegendProps) {
  const { t } = useDamTranslation();
  if (!legend && pending.length === 0) return null;
  return (
    <section className={styles.legend} aria-label={t('map.legend.title')} data-scheme={legend?.scheme}>
      {legend && <h3 className={styles.legendTitle}>{legend.title}</h3>}
      {legend?.ticks ? (
        <div className={styles.ageScale}>
          <div className={styles.ageBar} aria-hidden="true">
            {legend.entries.map((entry) => (
              <span key={entry.label} className={styles.ageSegment} style={{ background: entry.colour }} />
            ))}
          </div>
          <ul className={styles.ageTicks} aria-label={t('map.legend.ageTicks')}>
            {legend.ticks.map((tick) => (
              <li key={tick}>{t('map.legend.days', { value: tick })}</li>
            ))}
          </ul>
          <ul className={styles.legendList}>
            {legend.entries.map((entry) => (
              <li key={entry.label} className={styles.legendItem}>
                <span className={styles.swatch} style={{ background: entry.colour }} aria-hidden="true" />
                {entry.label}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        legend && (
          <ul className={styles.legendList}>
            {legend.entries.map((entry) => (
              <li key={entry.label} className={styles.legendItem}>
                <span className={styles.swatch} style={{ background: entry.colour }} aria-hidden="true" />
                {entry.label}
              </li>
            ))}
          </ul>
        )
      )}
      {pending.map((p) => (
        <p key={p.key} className={styles.overlayStatus} data-kind={p.status} role="status">
          <span>
            {t(p.status === 'loading' ? 'map.legend.loading' : 'map.legend.error', { name: p.name })}
          </span>
          {p.status === 'error' && onRetry && (
            <Button className={styles.smallButton} onPress={() => onRetry(p.key)}>
              {t('map.retry')}
            </Button>
          )}
        </p>
      ))}
    </section>
  );
}
