import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { formatSiteDateTime, sensorHealth, type TempReading } from '../../domain';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { formatNumber } from '../LoopList/format';
import * as styles from './WeatherList.css';

/** One ambient-temperature (weather) station (part 1 §3 'Weather station'), as domain values. */
export interface WeatherStation {
  /** Area the station stands in (c_area), when known. */
  area?: string;
  /** Station name (c_name). */
  name: string;
  /** Loop of the cabinet the thermometer hangs on (c_loop). */
  loop: number;
  /** Cabinet id (c_rack_id). */
  rackId: string;
  /** Data-transfer unit (c_dtu), when the station reports through one. */
  dtu?: string | null;
  /** Last report (c_when_add), epoch ms; null when none. */
  reportedAt: number | null;
  /** Air temperature (c_temp) — `tempReading(raw)`. */
  temp: TempReading;
}

/** The path segment of a station's detail page: `{loop}`, or `{loop}-{dtu}` when it has a DTU (part 1 §2). */
export function weatherStationSegment(station: Pick<WeatherStation, 'loop' | 'dtu'>): string {
  return station.dtu ? `${station.loop}-${station.dtu}` : String(station.loop);
}

export interface WeatherListProps {
  /** The stations; undefined while loading. An empty list shows nothing at all, as the seed says. */
  stations: readonly WeatherStation[] | undefined;
  /** An error: true for the default text, or the text to show. */
  error?: ReactNode | boolean;
  /** Offered as a retry button in the error state. */
  onRetry?: () => void;
  /** "Now" for the staleness check, epoch ms; defaults to the clock. */
  now?: number;
  /** Link of a station's detail (the demo uses `/tempsData/racksId/{rackId}/temps/{segment}`). */
  hrefFor?: (station: WeatherStation) => string;
  /** Called when a station is opened. */
  onOpenStation?: (station: WeatherStation) => void;
}

/**
 * The ambient-temperature stations (part 1 §2 `/weather`): name, air temperature, last report and area;
 * each leads to its temperature detail. When no station data is returned, nothing is shown.
 */
export function WeatherList({
  stations,
  error,
  onRetry,
  now = Date.now(),
  hrefFor,
  onOpenStation,
}: WeatherListProps) {
  const { t, language, timeZone } = useDamTranslation();

  if (error) {
    return (
      <div className={styles.root}>
        <div className={styles.message} role="alert">
          <span>{typeof error === 'boolean' ? t('weather.loadError') : error}</span>
          {onRetry && (
            <Button className={styles.button} onPress={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      </div>
    );
  }
  if (stations === undefined) {
    return (
      <div className={styles.root} aria-busy="true">
        <p className={styles.summary}>{t('common.loading')}</p>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  // Part 1 §2: 'If no station data is returned nothing is shown.'
  if (stations.length === 0) return null;

  return (
    <div className={styles.root}>
      <p className={styles.summary}>{t('weather.count', { count: stations.length })}</p>
      <ul className={styles.list} aria-label={t('weather.title')}>
        {stations.map((station) => {
          const health = sensorHealth(station.reportedAt, now);
          const href = hrefFor?.(station);
          const interactive = href !== undefined || onOpenStation !== undefined;
          const key = `${station.rackId}|${weatherStationSegment(station)}`;
          return (
            <li key={key} style={{ display: 'grid' }}>
              <article className={styles.card} data-health={health}>
                <div className={styles.text}>
                  <h3 className={styles.name}>
                    {interactive ? (
                      <Link
                        className={styles.link}
                        href={href}
                        onPress={onOpenStation ? () => onOpenStation(station) : undefined}
                      >
                        {station.name}
                      </Link>
                    ) : (
                      station.name
                    )}
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
            </li>
          );
        })}
      </ul>
    </div>
  );
}
