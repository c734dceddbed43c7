import { forwardRef, useMemo } from 'react';
import type { BaySensor } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import * as styles from './BaySensorTable.css';
import { type BaySensorTableVariant, loopColumns, thermometerColumns } from './columns';
import { SensorSection } from './SensorSection';
import { baySensorTableTexts } from './texts';

export type { BaySensorTableVariant };

export interface BaySensorTableProps extends StyleProps, LoadStateProps {
  /**
   * The bay's thermometers and loops (`useBay(id).data.sensors` or `useBaySensors(id)`); undefined while
   * loading. A value not collected is `data-missing="true"`; an unknown value or stopped water is
   * `data-state`.
   * @selector [data-missing="true"] [data-state="unknown" | "stopped"]
   */
  sensors: readonly BaySensor[] | undefined;
  /**
   * `detail` (default): current temperature and last report of each thermometer; flow, inlet/outlet
   * temperature and opening of each loop. `loopDetails` (part 2 §2.11): first (embedding), max and current
   * temperature; flow, inlet and outlet water temperature. The root is `data-variant`.
   * @selector [data-variant="detail" | "loopDetails"]
   */
  variant?: BaySensorTableVariant | undefined;
  /** The bay's number: a sensor named after its bay ('4#-014 温度计1') shows without it. */
  bayLocation?: string | undefined;
  /**
   * "Now" for the staleness checks, epoch ms; defaults to the clock. Each row is `data-health`: `ok`,
   * `abnormal` (a loop silent for half an hour), `error` (silent for an hour, or never heard) or `ended`
   * (taken off the bay).
   * @selector [data-health="ok" | "abnormal" | "error" | "ended"]
   */
  now?: number | undefined;
  /**
   * Link of a sensor's cabinet detail (the demo: `/tab/racksId/{cabinet}/temps/{loop}` for a thermometer,
   * `…/loops/{loop}` for a loop); undefined leaves that row without a link. The whole row is its target.
   */
  hrefFor?: (sensor: BaySensor) => string | undefined;
  /** Called when a row without an href is pressed. */
  onOpenSensor?: (sensor: BaySensor) => void;
  /** Level of the two section headings: 2 by default. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * The thermometers and the cooling loops of one bay, as two tables with units under the headers (so the
 * cells stay short on a phone); each row leads to its cabinet detail. It takes domain values and fetches
 * nothing.
 */
export const BaySensorTable = /* @__PURE__ */ forwardRef<HTMLDivElement, BaySensorTableProps>(
  function BaySensorTable(
    {
      sensors,
      variant = 'detail',
      bayLocation,
      now = Date.now(),
      hrefFor,
      onOpenSensor,
      headingLevel = 2,
      loading = false,
      error,
      onRetry,
      className,
      style,
    },
    ref,
  ) {
    const { t, language, timeZone } = useDamText(baySensorTableTexts);
    const { thermometers, loops } = useMemo(() => {
      const byLoop = (a: BaySensor, b: BaySensor) =>
        Number(a.endAt !== null) - Number(b.endAt !== null) || (a.loop ?? 0) - (b.loop ?? 0);
      const all = sensors ?? [];
      return {
        thermometers: all.filter((s) => s.kind === 'thermometer').sort(byLoop),
        loops: all.filter((s) => s.kind === 'loop').sort(byLoop),
      };
    }, [sensors]);
    const context = { t, language, timeZone };
    const rootClass = joinClassNames(styles.root, className);

    if (error) {
      return (
        <div ref={ref} className={rootClass} style={style} data-variant={variant}>
          <StatusMessage tone="error" onRetry={onRetry}>
            {typeof error === 'boolean' ? t('bay.sensors.loadError') : error}
          </StatusMessage>
        </div>
      );
    }
    if (loading || sensors === undefined) {
      return (
        <div ref={ref} className={rootClass} style={style} data-variant={variant} aria-busy="true">
          <span className={styles.loadingText}>{t('common.loading')}</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className={styles.skeleton} />
          ))}
        </div>
      );
    }
    if (sensors.length === 0) {
      return (
        <div ref={ref} className={rootClass} style={style} data-variant={variant}>
          <StatusMessage tone="empty">{t('bay.sensors.empty')}</StatusMessage>
        </div>
      );
    }

    const shared = { headingLevel, now, bayLocation, hrefFor, onOpenSensor };
    return (
      <div ref={ref} className={rootClass} style={style} data-variant={variant}>
        {thermometers.length > 0 ? (
          <SensorSection
            kind="thermometer"
            title={t('bay.sensors.thermometers')}
            sensors={thermometers}
            columns={thermometerColumns(variant, context)}
            {...shared}
          />
        ) : null}
        {loops.length > 0 ? (
          <SensorSection
            kind="loop"
            title={t('bay.sensors.loops')}
            sensors={loops}
            columns={loopColumns(variant, context)}
            {...shared}
          />
        ) : null}
      </div>
    );
  },
);
