import type { CoolingForecastResult } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import * as styles from './CoolingForecast.css';
import { formatCelsius, formatRate } from './format';
import { coolingForecastTexts } from './texts';

/** The three numbers behind a forecast: the target, the latest 24-hour mean and the fitted rate. */
export function ForecastFacts({ forecast }: { forecast: CoolingForecastResult }) {
  const { t, language } = useDamText(coolingForecastTexts);
  const facts = [
    {
      key: 'target',
      term: t('forecast.target'),
      text:
        forecast.targetC === null
          ? null
          : t('forecast.celsius', { value: formatCelsius(forecast.targetC, language) }),
    },
    {
      key: 'current',
      term: t('forecast.current'),
      text:
        forecast.currentC === null
          ? null
          : t('forecast.celsius', { value: formatCelsius(forecast.currentC, language) }),
    },
    {
      key: 'rate',
      term: t('forecast.rate'),
      text:
        forecast.ratePerDay === null
          ? null
          : t('forecast.ratePerDay', { value: formatRate(forecast.ratePerDay) }),
    },
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact} data-fact={fact.key}>
          <dt className={styles.term}>{fact.term}</dt>
          <dd className={styles.value} data-missing={fact.text === null || undefined}>
            {fact.text ?? t('forecast.none')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
