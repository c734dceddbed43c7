import {
  Button,
  DateRangeField,
  type DayRange,
  LatestReadings,
  TimeSeriesChart,
  type TimeSeriesLine,
  TimeValueTable,
  useDamTranslation,
  useRadiationMeters,
  useSolarRadiation,
  useSolarRadiationDays,
} from 'damtherm';
import { formatSiteDate, joinSeries, solarBounds, solarDayWindow } from 'damtherm/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { lastDays, readRange, writePeriod } from './period';
import * as styles from './screens.css';

/**
 * /temperature/solarRadiationMeter (part 2 §2.7, §5, §9): the radiation meter's latest reading, a date range
 * up to today (today by default, kept in the address as `?from=&to=`), the chart of those days (W/m²) and
 * the list of readings, newest first, which starts at the range's last day and steps back one day per page
 * until a day without readings ('no more').
 */
export function SolarRadiationScreen() {
  const { t, timeZone } = useDamTranslation();
  const [search, setSearch] = useSearchParams();
  const [now] = useState(() => Date.now());
  const range = useMemo(
    () => readRange(search, timeZone, now) ?? lastDays(1, now, timeZone),
    [search, timeZone, now],
  );
  const setRange = (next: DayRange) =>
    setSearch((current) => writePeriod(current, { period: 'range', range: next }, timeZone), {
      replace: true,
    });

  const meters = useRadiationMeters();
  const chart = useSolarRadiation(range);
  const days = useSolarRadiationDays(range.end, timeZone);

  const radiation = t('instruments.solar.radiation');
  const chartSeries = useMemo(
    () => (chart.data ? { ...chart.data, name: radiation } : undefined),
    [chart.data, radiation],
  );
  const lines = useMemo<TimeSeriesLine[]>(
    () => (chartSeries ? [{ series: chartSeries, unit: 'W/m²', decimals: 0 }] : []),
    [chartSeries],
  );
  const listSeries = useMemo(
    () => (days.isLoading ? undefined : joinSeries(days.items, 'radiation', radiation)),
    [days.isLoading, days.items, radiation],
  );
  const latest = meters.data?.map((m) => ({ id: m.id, name: m.name, value: m.value, time: m.at }));

  const lastDay = formatSiteDate(range.end, timeZone);
  // The list ends at the first day without readings, so the days loaded are the days with readings.
  const firstDay = formatSiteDate(
    solarDayWindow(range.end, Math.max(1, days.items.length), timeZone).start,
    timeZone,
  );
  const caption =
    firstDay === lastDay
      ? t('instruments.solar.listDay', { day: lastDay })
      : t('instruments.solar.listDays', { from: firstDay, to: lastDay });

  const footer = days.isLoading ? null : days.finished ? (
    <p className={styles.end}>{t('common.noMore')}</p>
  ) : days.error ? null : (
    <Button
      variant="secondary"
      fullWidth
      isPending={days.isLoadingMore}
      pendingLabel={t('instruments.solar.loadingEarlier')}
      onPress={days.loadMore}
    >
      {t('instruments.solar.earlier')}
    </Button>
  );

  return (
    <Page backFallback="/main_new">
      <div className={styles.section}>
        <div className={styles.controls}>
          <DateRangeField
            value={range}
            onChange={setRange}
            minDate={solarBounds(now, timeZone).minMs}
            maxDate={now}
          />
        </div>
        <div className={styles.chartRow}>
          <TimeSeriesChart
            className={styles.chart}
            title={t('instruments.solar.chart')}
            headingLevel={2}
            lines={lines}
            yDomains={{ left: radiationDomain(chartSeries) }}
            loading={chart.isLoading}
            error={
              chart.error
                ? `${t('instruments.solar.chartError')}: ${errorMessage(chart.error, t)}`
                : undefined
            }
            onRetry={() => void chart.mutate()}
            emptyText={t('instruments.solar.chartEmpty')}
            height={260}
          />
          <LatestReadings
            title={t('instruments.solar.meter')}
            readings={latest}
            loading={meters.isLoading}
            error={
              meters.error
                ? `${t('instruments.solar.meterError')}: ${errorMessage(meters.error, t)}`
                : undefined
            }
            onRetry={() => void meters.mutate()}
            unit="W/m²"
            decimals={0}
          />
        </div>
        <TimeValueTable
          className={styles.dayList}
          series={listSeries}
          caption={caption}
          valueLabel={radiation}
          unit="W/m²"
          decimals={0}
          emptyText={t('instruments.solar.listEmpty', { day: lastDay })}
          error={
            days.error ? `${t('instruments.table.loadError')}: ${errorMessage(days.error, t)}` : undefined
          }
          onRetry={() => void days.reload()}
          footer={footer}
        />
      </div>
    </Page>
  );
}

/** Radiation is never below zero: the axis runs from 0 to the next hundred above the peak (100 at night). */
function radiationDomain(series: { value: Float64Array } | undefined): readonly [number, number] {
  let peak = 0;
  for (const v of series?.value ?? []) if (v > peak) peak = v;
  return [0, Math.max(100, Math.ceil(peak / 100) * 100)];
}
