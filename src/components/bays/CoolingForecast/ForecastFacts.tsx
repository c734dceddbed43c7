import type { CoolingForecastResult } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Fact, Facts } from '../../ui/Facts';
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
    <Facts className={styles.facts}>
      {facts.map((fact) => (
        <Fact
          key={fact.key}
          term={fact.term}
          missing={fact.text === null}
          termClassName={styles.term}
          data-fact={fact.key}
        >
          {fact.text ?? t('forecast.none')}
        </Fact>
      ))}
    </Facts>
  );
}
