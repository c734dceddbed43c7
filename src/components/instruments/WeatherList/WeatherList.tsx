import { forwardRef } from 'react';
import { formatSiteDateTime, sensorHealth, type WeatherStation } from '../../../domain';
import { formatNumber } from '../../../domain/number';
import { useDamText } from '../../../i18n/useDamText';
import { CardLink } from '../../ui/CardLink';
import { CardList } from '../../ui/CardList';
import type { LoadStateProps, StyleProps } from '../../ui/props';
import { weatherListTexts } from './texts';
import * as styles from './WeatherList.css';

// Declared once in the domain (its adapter builds it); re-exported beside the list that takes it.
export type { WeatherStation };

/** The path segment of a station's detail page: `{loop}`, or `{loop}-{dtu}` when it has a DTU (part 1 §2). */
export function weatherStationSegment(station: Pick<WeatherStation, 'loop' | 'dtu'>): string {
  return station.dtu ? `${station.loop}-${station.dtu}` : String(station.loop);
}

export interface WeatherListProps extends StyleProps, LoadStateProps {
  /**
   * The stations; undefined while loading. An empty list shows nothing at all, as the seed says. A
   * temperature not collected or unknown is `data-missing="true"`.
   * @selector [data-missing="true"]
   */
  stations: readonly WeatherStation[] | undefined;
  /**
   * "Now" for the staleness check, epoch ms; defaults to the clock. A station silent for more than an hour
   * (or never heard) is `data-health="error"`.
   * @selector [data-health="ok" | "error"]
   */
  now?: number | undefined;
  /** Link of a station's detail (the demo uses `/tempsData/racksId/{cabinetId}/temps/{segment}`). */
  hrefFor?: (station: WeatherStation) => string;
  /** Called when a station is opened. */
  onOpenStation?: (station: WeatherStation) => void;
}

/**
 * The ambient-temperature stations (part 1 §2 `/weather`): name, air temperature, last report and area;
 * each leads to its temperature detail. When no station data is returned, nothing is shown.
 */
export const WeatherList = /* @__PURE__ */ forwardRef<HTMLDivElement, WeatherListProps>(function WeatherList(
  { stations, now = Date.now(), hrefFor, onOpenStation, ...frame },
  ref,
) {
  const { t, language, timeZone } = useDamText(weatherListTexts);
  return (
    <CardList
      ref={ref}
      items={stations}
      keyOf={(station) => `${station.cabinetId}|${weatherStationSegment(station)}`}
      renderCard={(station) => {
        const health = sensorHealth(station.reportedAt, now);
        return (
          <article className={styles.card} data-health={health}>
            <div className={styles.text}>
              <h3 className={styles.name}>
                <CardLink
                  href={hrefFor?.(station)}
                  onPress={onOpenStation ? () => onOpenStation(station) : undefined}
                >
                  {station.name}
                </CardLink>
              </h3>
              {station.area && <span className={styles.meta}>{station.area}</span>}
              <span className={styles.meta}>
                {t('weather.reportedAt')}{' '}
                {station.reportedAt === null ? (
                  t('common.never')
                ) : (
                  <time dateTime={new Date(station.reportedAt).toISOString()}>
                    {formatSiteDateTime(station.reportedAt, timeZone, { language })}
                  </time>
                )}
              </span>
              {health === 'error' && station.reportedAt !== null && (
                <span className={styles.stale}>{t('loop.health.staleHour')}</span>
              )}
            </div>
            {station.temp.kind === 'value' ? (
              <span className={styles.temp}>
                {t('loop.unit.celsius', { value: formatNumber(station.temp.celsius, language, 1, 1) })}
              </span>
            ) : (
              <span className={styles.temp} data-missing="true">
                {station.temp.kind === 'unknown' ? t('common.unknown') : t('common.notCollected')}
              </span>
            )}
          </article>
        );
      }}
      label={t('weather.title')}
      column="260px"
      summary={stations && t('weather.count', { count: stations.length })}
      errorText={t('weather.loadError')}
      // Part 1 §2: 'If no station data is returned nothing is shown.'
      emptyText={null}
      skeletonHeight="72px"
      {...frame}
    />
  );
});
