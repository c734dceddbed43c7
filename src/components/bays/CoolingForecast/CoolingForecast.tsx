import { forwardRef, type ReactNode, useId } from 'react';
import type { CoolingForecastResult, CoolingForecastStatus } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import * as styles from './CoolingForecast.css';
import { ForecastFacts } from './ForecastFacts';
import { ForecastMethod } from './ForecastMethod';
import { ForecastOutcome } from './ForecastOutcome';
import { coolingForecastTexts } from './texts';

// Declared once in the domain (`coolingForecast` computes it); re-exported beside the card that shows it.
export type { CoolingForecastResult, CoolingForecastStatus };

export interface CoolingForecastProps extends StyleProps, LoadStateProps {
  /**
   * The forecast, from `coolingForecast` of damtherm/domain or `useBayCoolingForecast`; undefined or null
   * while loading. The card's outcome is `data-status`; each number is `data-fact="target" | "current" |
   * "rate"`, `data-missing="true"` when not known.
   * @selector [data-status="expected" | "reached" | "willNotReach" | "notEnoughData"] [data-fact] [data-missing="true"]
   */
  forecast: CoolingForecastResult | null | undefined;
  /** The card's heading; 'Cooling forecast' by default, null for none. */
  title?: ReactNode | undefined;
  /** The heading's level in the page: 2 by default. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * The cooling forecast of a bay as a compact card: the date (site time zone) it is expected to reach its
 * target temperature and in how many days, or that it has reached it, or that it will not at the current
 * rate (warming, flat, too slow), or why there is not enough data; the target, the latest 24-hour mean and
 * the rate in °C/day; and the method in one sentence. It takes domain values and fetches nothing.
 */
export const CoolingForecast = /* @__PURE__ */ forwardRef<HTMLElement, CoolingForecastProps>(
  function CoolingForecast(
    { forecast, title, headingLevel = 2, loading = false, error, onRetry, className, style },
    ref,
  ) {
    const { t } = useDamText(coolingForecastTexts);
    const headingId = useId();
    const Heading = `h${headingLevel}` as const;
    const heading = title === undefined ? t('forecast.title') : title;
    const busy = !error && (loading || !forecast);

    let body: ReactNode;
    if (error) {
      body = (
        <StatusMessage tone="error" onRetry={onRetry}>
          {typeof error === 'boolean' ? t('forecast.loadError') : error}
        </StatusMessage>
      );
    } else if (busy || !forecast) {
      body = (
        <>
          <span className={styles.loadingText}>{t('common.loading')}</span>
          <div className={styles.skeleton} aria-hidden="true" />
          <div className={styles.skeletonFacts} aria-hidden="true" />
        </>
      );
    } else {
      body = (
        <>
          <ForecastOutcome forecast={forecast} />
          <ForecastFacts forecast={forecast} />
          <ForecastMethod forecast={forecast} />
        </>
      );
    }

    return (
      <section
        ref={ref}
        className={joinClassNames(styles.root, className)}
        style={style}
        aria-labelledby={heading === null ? undefined : headingId}
        aria-label={heading === null ? t('forecast.title') : undefined}
        aria-busy={busy || undefined}
        data-status={!error && !busy && forecast ? forecast.status : undefined}
      >
        {heading === null ? null : (
          <Heading id={headingId} className={styles.title}>
            {heading}
          </Heading>
        )}
        {body}
      </section>
    );
  },
);
