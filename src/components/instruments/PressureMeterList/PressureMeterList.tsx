import type { ReactNode } from 'react';
import { type PressureMeter, sensorHealth } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { formatNumber } from '../../cabinets/LoopList/format';
import { CardLink } from '../../ui/CardLink';
import { listStatus } from '../../ui/listStatus';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { SiteTime } from '../../ui/SiteTime';
import * as styles from './PressureMeterList.css';
import { pressureMeterListTexts } from './texts';

// Declared once in the domain (its adapter builds it); re-exported beside the list that takes it.
export type { PressureMeter };

export interface PressureMeterListProps extends StyleProps, LoadStateProps {
  /**
   * The meters with their latest inlet and outlet pressure (MPa); undefined while loading. A pressure the
   * meter has not sent is `data-missing="true"`.
   * @selector [data-missing="true"]
   */
  meters: readonly PressureMeter[] | undefined;
  /**
   * "Now" for the staleness check, epoch ms; defaults to the clock. A meter whose newest reading is more
   * than an hour old (or that never reported) is `data-health="error"`.
   * @selector [data-health="ok" | "error"]
   */
  now?: number;
  /** Link of a meter's details (the demo uses `/tab/pressureDetails?c_id={id}`). */
  hrefFor?: (meter: PressureMeter) => string;
  /** Called when a meter is opened. */
  onOpenMeter?: (meter: PressureMeter) => void;
  /** Shown when there are no meters ('No pressure meters' by default). */
  emptyText?: ReactNode;
}

/**
 * The pressure meters (part 2 §2.9, §3, §9): each meter's inlet and outlet pressure in MPa (raw / 1000, three
 * decimals) with the time of each in the site zone; each leads to its details.
 */
export function PressureMeterList({
  meters,
  now = Date.now(),
  hrefFor,
  onOpenMeter,
  emptyText,
  loading = false,
  error,
  onRetry,
  className,
  style,
}: PressureMeterListProps) {
  const { t, language } = useDamText(pressureMeterListTexts);
  const rootClass = joinClassNames(styles.root, className);
  const { failure, status } = listStatus({
    count: meters?.length,
    loading,
    error,
    onRetry,
    rootClass,
    style,
    errorText: t('instruments.pressure.loadError'),
    emptyText: emptyText ?? t('instruments.pressure.empty'),
    skeleton: styles.skeleton,
  });
  if (status || !meters) return status;

  const reading = (label: string, mpa: number | null, at: number | null) => {
    const missing = mpa === null;
    return (
      <div className={styles.fact_}>
        <dt className={styles.term}>{label}</dt>
        <dd className={styles.value} data-missing={missing}>
          {missing ? (
            t('common.notCollected')
          ) : (
            <>
              {`${formatNumber(mpa, language, 3, 3)}\u00a0`}
              <span className={styles.unit}>MPa</span>
            </>
          )}
        </dd>
        <dd className={styles.time}>
          {t('instruments.pressure.lastAt')} <SiteTime value={at} fallback={t('common.never')} />
        </dd>
      </div>
    );
  };

  return (
    <div className={rootClass} style={style}>
      <p className={styles.summary}>{t('instruments.pressure.count', { count: meters.length })}</p>
      <ul className={styles.list} aria-label={t('instruments.pressure.label')}>
        {meters.map((meter) => {
          const href = hrefFor?.(meter);
          const newest = Math.max(meter.inAt ?? 0, meter.outAt ?? 0) || null;
          const health = sensorHealth(newest, now);
          return (
            <li key={meter.id} className={styles.item}>
              <article className={styles.card} data-health={health}>
                <h3 className={styles.name}>
                  <CardLink
                    href={href}
                    onPress={onOpenMeter ? () => onOpenMeter(meter) : undefined}
                    aria-label={t('instruments.pressure.open', { name: meter.name })}
                  >
                    {meter.name}
                  </CardLink>
                </h3>
                <dl className={styles.facts}>
                  {reading(t('instruments.pressure.inlet'), meter.inMPa, meter.inAt)}
                  {reading(t('instruments.pressure.outlet'), meter.outMPa, meter.outAt)}
                </dl>
                {health === 'error' ? (
                  <p className={styles.stale}>{t('instruments.pressure.stale')}</p>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
      {failure}
    </div>
  );
}
