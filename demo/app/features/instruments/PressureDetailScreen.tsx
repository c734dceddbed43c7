import {
  LatestReadings,
  StatusMessage,
  TimeSeriesChart,
  type TimeSeriesLine,
  TimeValueTable,
  useDamTranslation,
  usePressure,
  usePressures,
} from 'damtherm';
import { emptySeries } from 'damtherm/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { NoMeter } from './NoMeter';
import { PeriodPicker } from './PeriodPicker';
import { meterIdOf, PRESSURE_LIST_PATH } from './paths';
import * as styles from './screens.css';
import { usePeriod } from './usePeriod';

/** Rows each value list shows before 'Show more' (four hours of 10-minute readings). */
const LIST_ROWS = 24;

/**
 * /tab/pressureDetails?c_id={id} (part 2 §2.9): a pressure meter's latest inlet and outlet pressure, a chart
 * of both (MPa) and their value lists, over the last 24 hours (what the backend answers by default) or a
 * chosen period. No id, an id that is not a number or an unknown one says so.
 */
export function PressureDetailScreen() {
  const [search] = useSearchParams();
  const raw = search.get('c_id');
  const parsed = meterIdOf(raw);
  if ('problem' in parsed) {
    return (
      <NoMeter
        text={parsed.problem === 'missing' ? 'instruments.pressure.missingId' : 'instruments.pressure.badId'}
        id={raw}
        listPath={PRESSURE_LIST_PATH}
        backText="instruments.pressure.backToList"
      />
    );
  }
  return <PressureDetail key={parsed.id} id={parsed.id} />;
}

function PressureDetail({ id }: { id: string }) {
  const { t } = useDamTranslation();
  const period = usePeriod('day1');
  const meters = usePressures();
  const detail = usePressure(id, period.window);

  const meter = meters.data?.find((m) => m.id === id);
  const inName = t('instruments.pressure.inlet');
  const outName = t('instruments.pressure.outlet');
  // The adapter names the series by their ids; the screen names them in the reader's language.
  const inSeries = useMemo(
    () => (detail.data?.inSeries ? { ...detail.data.inSeries, name: inName } : undefined),
    [detail.data, inName],
  );
  const outSeries = useMemo(
    () => (detail.data?.outSeries ? { ...detail.data.outSeries, name: outName } : undefined),
    [detail.data, outName],
  );
  const lines = useMemo<TimeSeriesLine[]>(
    () => [inSeries, outSeries].flatMap((series) => (series ? [{ series, unit: 'MPa', decimals: 3 }] : [])),
    [inSeries, outSeries],
  );

  if (meters.data && !meter) {
    return (
      <NoMeter
        text="instruments.pressure.unknown"
        id={id}
        listPath={PRESSURE_LIST_PATH}
        backText="instruments.pressure.backToList"
      />
    );
  }
  const latestOf = detail.data ?? meter;
  const latest = latestOf
    ? [
        { id: 'in', name: inName, value: latestOf.inMPa, time: latestOf.inAt },
        { id: 'out', name: outName, value: latestOf.outMPa, time: latestOf.outAt },
      ]
    : undefined;
  const name = meter?.name ?? detail.data?.name ?? '';
  const detailError = detail.error
    ? `${t('instruments.pressure.chartError')}: ${errorMessage(detail.error, t)}`
    : undefined;
  const retry = () => void detail.mutate();

  return (
    <Page title={name || undefined} backFallback={PRESSURE_LIST_PATH}>
      <div className={styles.section}>
        {meters.error ? (
          <StatusMessage tone="error" onRetry={() => void meters.mutate()}>
            {t('instruments.pressure.loadError')}: {errorMessage(meters.error, t)}
          </StatusMessage>
        ) : null}
        <PeriodPicker value={period.choice} onChange={period.setChoice} now={period.now} />
        <div className={styles.chartRow}>
          <TimeSeriesChart
            className={styles.chart}
            title={t('instruments.pressure.chart', { name })}
            headingLevel={2}
            lines={lines}
            loading={detail.isLoading}
            error={detailError}
            onRetry={retry}
            emptyText={t('instruments.pressure.chartEmpty')}
            height={260}
          />
          <LatestReadings
            title={t('instruments.pressure.latest')}
            readings={latest}
            loading={!latestOf && (meters.isLoading || detail.isLoading)}
            unit="MPa"
            decimals={3}
          />
        </div>
        {detailError ? null : (
          <div className={styles.tables}>
            <TimeValueTable
              // Another period starts again at the first rows.
              key={`in|${JSON.stringify(period.window)}`}
              series={inSeries ?? (detail.data ? emptySeries('in', inName) : undefined)}
              caption={t('instruments.pressure.inList')}
              valueLabel={inName}
              unit="MPa"
              decimals={3}
              initialRows={LIST_ROWS}
              loading={detail.isLoading}
              emptyText={t('instruments.pressure.chartEmpty')}
            />
            <TimeValueTable
              key={`out|${JSON.stringify(period.window)}`}
              series={outSeries ?? (detail.data ? emptySeries('out', outName) : undefined)}
              caption={t('instruments.pressure.outList')}
              valueLabel={outName}
              unit="MPa"
              decimals={3}
              initialRows={LIST_ROWS}
              loading={detail.isLoading}
              emptyText={t('instruments.pressure.chartEmpty')}
            />
          </div>
        )}
      </div>
    </Page>
  );
}
