import { type CoolingForecastResult, formatSiteDate, formatSiteDateTime } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import * as styles from './CoolingForecast.css';
import { formatCelsius, formatRate } from './format';
import { coolingForecastTexts } from './texts';

/** The answer of a forecast: the expected date and how far off it is, or what stands in the way. */
export function ForecastOutcome({ forecast }: { forecast: CoolingForecastResult }) {
  const { t, language, timeZone } = useDamText(coolingForecastTexts);
  const celsius = (value: number | null) => (value === null ? '—' : formatCelsius(value, language));
  const rate = forecast.ratePerDay === null ? '—' : formatRate(forecast.ratePerDay);

  switch (forecast.status) {
    case 'expected': {
      const days = Math.round(forecast.daysFromNow);
      return (
        <div className={styles.outcome}>
          <span className={styles.label}>{t('forecast.expectedDate')}</span>
          <p className={styles.date}>
            <time dateTime={new Date(forecast.reachAt).toISOString()}>
              {formatSiteDate(forecast.reachAt, timeZone)}
            </time>
            <span className={styles.days}>
              {forecast.daysFromNow < 1 ? t('forecast.withinDay') : t('forecast.inDays', { count: days })}
            </span>
          </p>
        </div>
      );
    }
    case 'reached':
      return (
        <div className={styles.outcome}>
          <p className={styles.headline}>{t('forecast.reached.title')}</p>
          <p className={styles.detail}>
            {t('forecast.reached.detail', {
              current: celsius(forecast.currentC),
              target: celsius(forecast.targetC),
            })}
          </p>
        </div>
      );
    case 'willNotReach':
      return (
        <div className={styles.outcome}>
          <p className={styles.headline}>{t('forecast.willNotReach.title')}</p>
          <p className={styles.detail}>{t(`forecast.willNotReach.${forecast.reason}`, { rate })}</p>
        </div>
      );
    default:
      return (
        <div className={styles.outcome}>
          <p className={styles.headline}>{t('forecast.notEnoughData.title')}</p>
          <p className={styles.detail}>
            {t(`forecast.notEnoughData.${forecast.reason}`, {
              days: forecast.method.windowDays,
              time:
                forecast.lastReadingAt === null
                  ? '—'
                  : formatSiteDateTime(forecast.lastReadingAt, timeZone, { language }),
            })}
          </p>
        </div>
      );
  }
}
