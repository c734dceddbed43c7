import { forwardRef, type ReactNode, useId } from 'react';
import { formatNumber } from '../../../domain/number';
import { useDamText } from '../../../i18n/useDamText';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { SiteTime } from '../../ui/SiteTime';
import { StatusMessage } from '../../ui/StatusMessage';
import * as styles from './LatestReadings.css';
import { latestReadingsTexts } from './texts';

/** The newest reading of one measuring point. */
export interface LatestReading {
  /** Stable key of the point. */
  id: string;
  /** What is measured: a thermometer's name, 'Inlet pressure'. */
  name: string;
  /** The value in the list's unit; null when there is none. */
  value: number | null;
  /** When it was read, epoch ms; null when unknown. */
  time: number | null;
}

export interface LatestReadingsProps extends StyleProps, LoadStateProps {
  /** The heading ('Latest value of each thermometer'); also the list's name. */
  title: string;
  /**
   * The points with their newest reading, in the order to show; undefined while loading. A point without a
   * value is `data-missing="true"`.
   * @selector [data-missing="true"]
   */
  readings: readonly LatestReading[] | undefined;
  /** Unit of every value ('°C', 'MPa', 'W/m²'). */
  unit: string;
  /** Decimals every value is shown with; 2 by default. */
  decimals?: number | undefined;
  /** Heading level in the page; 2 by default. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * The newest value of each of a few measuring points with its time in the site zone (part 2 §2.9: the
 * latest value of each thermometer of a gradient meter, a pressure meter's inlet and outlet).
 */
export const LatestReadings = /* @__PURE__ */ forwardRef<HTMLElement, LatestReadingsProps>(
  function LatestReadings(
    {
      title,
      readings,
      unit,
      decimals = 2,
      headingLevel = 2,
      loading = false,
      error,
      onRetry,
      className,
      style,
    },
    ref,
  ) {
    const { t, language } = useDamText(latestReadingsTexts);
    const titleId = useId();
    const Heading = `h${headingLevel}` as const;
    const busy = loading || readings === undefined;

    let body: ReactNode;
    if (error && !readings?.length) {
      body = (
        <StatusMessage tone="error" onRetry={onRetry}>
          {typeof error === 'boolean' ? t('instruments.table.loadError') : error}
        </StatusMessage>
      );
    } else if (busy) {
      body = <div className={styles.skeleton} />;
    } else if (readings.length === 0) {
      body = <StatusMessage tone="empty">{t('instruments.latest.none')}</StatusMessage>;
    } else {
      body = (
        <dl className={styles.list} aria-labelledby={titleId}>
          {readings.map((reading) => {
            const missing = reading.value === null || !Number.isFinite(reading.value);
            return (
              <div key={reading.id} className={styles.item} data-missing={missing || undefined}>
                <dt className={styles.name}>{reading.name}</dt>
                <dd className={styles.value} data-missing={missing || undefined}>
                  {missing ? (
                    t('instruments.latest.none')
                  ) : (
                    <>
                      {/* A real space before the unit (SI), kept on the line: '0.415 MPa', also when copied or read aloud. */}
                      {`${formatNumber(reading.value as number, language, decimals, decimals)}\u00a0`}
                      <span className={styles.unit}>{unit}</span>
                    </>
                  )}
                </dd>
                {reading.time !== null ? (
                  <dd className={styles.time}>
                    <SiteTime value={reading.time} />
                  </dd>
                ) : null}
              </div>
            );
          })}
        </dl>
      );
    }

    return (
      <section
        ref={ref}
        className={joinClassNames(styles.root, className)}
        style={style}
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
      >
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {body}
      </section>
    );
  },
);
