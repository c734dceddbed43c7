import { forwardRef, type ReactNode } from 'react';
import { type PressureMeter, sensorHealth } from '../../../domain';
import { formatNumber } from '../../../domain/number';
import { useDamText } from '../../../i18n/useDamText';
import { CardLink } from '../../ui/CardLink';
import { CardList } from '../../ui/CardList';
import { Fact, Facts } from '../../ui/Facts';
import type { LoadStateProps, StyleProps } from '../../ui/props';
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
  now?: number | undefined;
  /** Link of a meter's details (the demo uses `/tab/pressureDetails?c_id={id}`). */
  hrefFor?: (meter: PressureMeter) => string;
  /** Called when a meter is opened. */
  onOpenMeter?: (meter: PressureMeter) => void;
  /** Shown when there are no meters ('No pressure meters' by default). */
  emptyText?: ReactNode | undefined;
}

/**
 * The pressure meters (part 2 §2.9, §3, §9): each meter's inlet and outlet pressure in MPa (raw / 1000, three
 * decimals) with the time of each in the site zone; each leads to its details.
 */
export const PressureMeterList = /* @__PURE__ */ forwardRef<HTMLDivElement, PressureMeterListProps>(
  function PressureMeterList({ meters, now = Date.now(), hrefFor, onOpenMeter, emptyText, ...frame }, ref) {
    const { t, language } = useDamText(pressureMeterListTexts);
    const reading = (label: string, mpa: number | null, at: number | null) => (
      <Fact
        term={label}
        missing={mpa === null}
        valueClassName={styles.value}
        after={
          <dd className={styles.time}>
            {t('instruments.pressure.lastAt')} <SiteTime value={at} fallback={t('common.never')} />
          </dd>
        }
      >
        {mpa === null ? (
          t('common.notCollected')
        ) : (
          <>
            {`${formatNumber(mpa, language, 3, 3)}\u00a0`}
            <span className={styles.unit}>MPa</span>
          </>
        )}
      </Fact>
    );

    return (
      <CardList
        ref={ref}
        items={meters}
        keyOf={(meter) => meter.id}
        renderCard={(meter) => {
          const newest = Math.max(meter.inAt ?? 0, meter.outAt ?? 0) || null;
          const health = sensorHealth(newest, now);
          return (
            <article className={styles.card} data-health={health}>
              <h3 className={styles.name}>
                <CardLink
                  href={hrefFor?.(meter)}
                  onPress={onOpenMeter ? () => onOpenMeter(meter) : undefined}
                  aria-label={t('instruments.pressure.open', { name: meter.name })}
                >
                  {meter.name}
                </CardLink>
              </h3>
              <Facts column="130px">
                {reading(t('instruments.pressure.inlet'), meter.inMPa, meter.inAt)}
                {reading(t('instruments.pressure.outlet'), meter.outMPa, meter.outAt)}
              </Facts>
              {health === 'error' ? <p className={styles.stale}>{t('instruments.pressure.stale')}</p> : null}
            </article>
          );
        }}
        label={t('instruments.pressure.label')}
        summary={meters && t('instruments.pressure.count', { count: meters.length })}
        errorText={t('instruments.pressure.loadError')}
        emptyText={emptyText ?? t('instruments.pressure.empty')}
        skeletonHeight="112px"
        {...frame}
      />
    );
  },
);
