import type { CoolingForecastResult } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import * as styles from './CoolingForecast.css';
import { formatCelsius } from './format';
import { coolingForecastTexts } from './texts';

/**
 * How the forecast was made, in one sentence: once there is a target to extrapolate to and readings recent
 * enough to fit (not for a bay without readings or with old ones only).
 */
export function ForecastMethod({ forecast }: { forecast: CoolingForecastResult }) {
  const { t, language } = useDamText(coolingForecastTexts);
  if (forecast.targetC === null) return null;
  if (forecast.status === 'notEnoughData' && forecast.reason !== 'tooFewDays') return null;
  const { windowDays, daysWithReadings, targetKind } = forecast.method;
  const values = {
    days: windowDays,
    withReadings: daysWithReadings,
    target: formatCelsius(forecast.targetC, language),
  };
  return (
    <p className={styles.method} data-method>
      {t(`forecast.method.${targetKind}${daysWithReadings < windowDays ? 'Partial' : ''}`, values)}
    </p>
  );
}
