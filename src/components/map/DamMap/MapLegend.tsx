import type { ForwardedRef } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { genericForwardRef } from '../../ui/genericForwardRef';
import { joinClassNames, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import * as styles from './DamMap.css';
import type { MapLegendData, MapLegendEntry } from './overlay';
import { damMapTexts } from './texts';
import type { MapOverlay } from './types';

/** An overlay that is on and whose values are still loading, or failed to load (`Id`: custom overlays' ids). */
export interface MapOverlayState<Id extends string = never> {
  overlay: MapOverlay | Id;
  /** Its name in the current language, as on its toggle. */
  name: string;
  /** Loading failed; false while it is still loading. */
  error: boolean;
}

/** What DamMap's `renderLegend` receives (and MapLegend draws); `Id`: the screen's custom overlays' ids. */
export interface MapLegendRenderProps<Id extends string = never> {
  /** What the colors on the map mean now; null when no overlay colors it. */
  legend: MapLegendData<Id> | null;
  /** Overlays that are on and still loading or failed, in the order they were turned on. */
  pending: readonly MapOverlayState<Id>[];
  /** Asks again for an overlay whose values failed to load (DamMap's `onOverlayRetry`, when given). */
  retry?: (overlay: MapOverlay | Id) => void;
}

export interface MapLegendProps<Id extends string = never> extends MapLegendRenderProps<Id>, StyleProps {
  /** Level of the legend's title in the page outline (default 3; 2 right under the page's h1). */
  headingLevel?: 2 | 3 | 4 | undefined;
}

function Entries({ entries }: { entries: readonly MapLegendEntry[] }) {
  return (
    <ul className={styles.legendList}>
      {entries.map((entry) => (
        <li key={entry.label} className={styles.legendItem}>
          <span
            className={styles.swatch}
            style={{ background: entry.color }}
            data-color={entry.color}
            aria-hidden="true"
          />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * The legend under the map: what the colors on it mean (temperature bands, age with its 100/200/300-day
 * scale, stages, zones, warnings, control mode) and which overlays are still loading. A portal can replace it
 * through DamMap's `renderLegend`, or draw it elsewhere with the props it receives there.
 * @selector [data-scheme="temperature" | "age" | "stage" | "grout" | "zone" | "warning" | "mode" | "custom"]
 */
export const MapLegend = /* @__PURE__ */ genericForwardRef(function MapLegend<Id extends string = never>(
  { legend, pending, retry, headingLevel = 3, className, style }: MapLegendProps<Id>,
  ref: ForwardedRef<HTMLElement>,
) {
  const { t } = useDamText(damMapTexts);
  const Heading = `h${headingLevel}` as const;
  if (!legend && pending.length === 0) return null;
  return (
    <section
      ref={ref}
      className={joinClassNames(styles.legend, className)}
      style={style}
      aria-label={t('map.legend.title')}
      data-scheme={legend?.scheme}
    >
      {legend && <Heading className={styles.legendTitle}>{legend.title}</Heading>}
      {legend?.ticks ? (
        <div className={styles.ageScale}>
          <div className={styles.ageBar} aria-hidden="true">
            {legend.entries.map((entry) => (
              <span key={entry.label} className={styles.ageSegment} style={{ background: entry.color }} />
            ))}
          </div>
          <ul className={styles.ageTicks} aria-label={t('map.legend.ageTicks')}>
            {legend.ticks.map((tick) => (
              <li key={tick}>{t('map.legend.days', { value: tick })}</li>
            ))}
          </ul>
          <Entries entries={legend.entries} />
        </div>
      ) : legend?.stops ? (
        // A continuous scale: its colours as a bar, its ticks' swatches under it.
        <div className={styles.ageScale}>
          <div
            className={styles.ageBar}
            aria-hidden="true"
            style={{
              background: `linear-gradient(to right, ${legend.stops.map((s) => `${s.color} ${s.offset * 100}%`).join(', ')})`,
            }}
          />
          <Entries entries={legend.entries} />
        </div>
      ) : (
        legend && <Entries entries={legend.entries} />
      )}
      {pending.map((p) => (
        <StatusMessage
          key={p.overlay}
          className={styles.overlayStatus}
          tone={p.error ? 'error' : 'loading'}
          onRetry={retry && (() => retry(p.overlay))}
        >
          {t(p.error ? 'map.legend.error' : 'map.legend.loading', { name: p.name })}
        </StatusMessage>
      ))}
    </section>
  );
});
