import {
  LatestReadings,
  StatusMessage,
  TimeSeriesChart,
  type TimeSeriesLine,
  useDamTranslation,
  useGradientCurves,
  useGradientMeters,
} from 'damtherm';
import { lastReading } from 'damtherm/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { NoMeter } from './NoMeter';
import { PeriodPicker } from './PeriodPicker';
import { GRADIENT_LIST_PATH, meterIdOf } from './paths';
import * as styles from './screens.css';
import { usePeriod } from './usePeriod';

/**
 * /tab/temperatureGradientCure?id={c_td_id}&name={name} (part 2 §2.9): a gradient meter's curves, one per
 * thermometer by name (°C), over the last 3 days (what the backend answers by default) or a chosen period,
 * and the latest value of each thermometer. No id, an id that is not a number or an unknown one says so.
 */
export function GradientCurveScreen() {
  const [search] = useSearchParams();
  const raw = search.get('id');
  const parsed = meterIdOf(raw);
  if ('problem' in parsed) {
    return (
      <NoMeter
        text={parsed.problem === 'missing' ? 'instruments.gradient.missingId' : 'instruments.gradient.badId'}
        id={raw}
        listPath={GRADIENT_LIST_PATH}
        backText="instruments.gradient.backToList"
      />
    );
  }
  return <GradientCurve key={parsed.id} id={parsed.id} nameHint={search.get('name') ?? ''} />;
}

function GradientCurve({ id, nameHint }: { id: string; nameHint: string }) {
  const { t } = useDamTranslation();
  const period = usePeriod('day3');
  const meters = useGradientMeters();
  const curves = useGradientCurves(id, period.window);

  const meter = meters.data?.find((m) => m.id === id);
  const lines = useMemo<TimeSeriesLine[]>(
    () => (curves.data ?? []).map((series) => ({ series, unit: '°C', decimals: 1 })),
    [curves.data],
  );
  const latest = useMemo(
    () =>
      curves.data?.map((series) => {
        const reading = lastReading(series);
        return {
          id: series.id,
          name: series.name,
          value: reading?.value ?? null,
          time: reading?.time ?? null,
        };
      }),
    [curves.data],
  );

  if (meters.data && !meter) {
    return (
      <NoMeter
        text="instruments.gradient.unknown"
        id={id}
        listPath={GRADIENT_LIST_PATH}
        backText="instruments.gradient.backToList"
      />
    );
  }
  const name = meter?.name ?? nameHint;
  const curvesError = curves.error
    ? `${t('instruments.gradient.curveError')}: ${errorMessage(curves.error, t)}`
    : undefined;

  return (
    <Page title={name || undefined} backFallback={GRADIENT_LIST_PATH}>
      <div className={styles.section}>
        {meters.error ? (
          <StatusMessage tone="error" onRetry={() => void meters.mutate()}>
            {t('instruments.gradient.loadError')}: {errorMessage(meters.error, t)}
          </StatusMessage>
        ) : null}
        <PeriodPicker value={period.choice} onChange={period.setChoice} now={period.now} />
        <div className={styles.chartRow}>
          <TimeSeriesChart
            className={styles.chart}
            title={t('instruments.gradient.curve', { name })}
            headingLevel={2}
            lines={lines}
            loading={curves.isLoading}
            error={curvesError}
            onRetry={() => void curves.mutate()}
            emptyText={t('instruments.gradient.curveEmpty')}
            height={280}
          />
          {curves.error ? null : (
            <LatestReadings
              title={t('instruments.gradient.latest')}
              readings={latest}
              loading={curves.isLoading}
              unit="°C"
              decimals={1}
            />
          )}
        </div>
      </div>
    </Page>
  );
}
