import {
  Alert,
  Button,
  Candlestick,
  DateRangeField,
  type DayRange,
  Icon,
  LinkButton,
  RecordTable,
  TimeSeriesChart,
  useCabinet,
  useCabinetLoops,
  useCabinetThermometers,
  useDamClient,
  useDamTranslation,
  useLoopRecords,
  useReadNow,
  useThermometerRecords,
  useWeatherStations,
} from 'damtherm';
import {
  adaptLoopRecords,
  adaptThermometerRecords,
  addSiteDays,
  candlestickBounds,
  DEFINE_HOURS_DEFAULT,
  endOfSiteDay,
  formatSiteDate,
  toRecordModeQuery,
} from 'damtherm/domain';
import { useMemo, useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { type CsvLabels, downloadText, loopRecordsCsv, thermometerRecordsCsv } from './csv';
import { detailBack, keepDetailQuery } from './detailBack';
import { PullToRefresh } from './PullToRefresh';
import { loopCtrlPath, loopsPath, parseAmbientSegment, tempsPath, weatherPath, wholeNumber } from './paths';
import { RecordModeControls } from './RecordModeControls';
import {
  chartOptions,
  latestOptions,
  type RecordModeAddress,
  recordModeOf,
  recordModeQuery,
  validHours,
} from './recordMode';
import * as styles from './screens.css';

/** The loop detail shows one of its three readings as candles. */
type LoopSeries = 'flow' | 'inTemp' | 'outTemp';

/** Days the chart shows before the user picks others: today and the two days before. */
const DEFAULT_DAYS = 3;

export type SensorKind = 'loop' | 'temp' | 'ambient';

/**
 * The loop detail (/tab/racksId/{id}/loops/{loopId}), the thermometer detail (…/temps/{loopId}) and the
 * ambient-temperature detail (/tempsData/racksId/{id}/temps/{loop} or {loop}-{dtu}) — part 1 §2, §9:
 * the candlestick of the readings (30-minute candles, moving averages, date pickers), pull-to-refresh, the
 * last 50 records, CSV export, and for a loop the control icon. The query parameters from, from2, other,
 * name and from3 say where back goes (see detailBack). The record modes (part 1 §4: data average or real,
 * time real, 1hour or define with an hour count) are kept in the address too (see recordMode): they choose
 * what the chart loads, and the list shows the latest 50 records in the data mode.
 */
export function SensorDetailScreen({ kind }: { kind: SensorKind }) {
  const { t, timeZone } = useDamTranslation();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const cabinetId = wholeNumber(params.id);
  const ambient = kind === 'ambient' ? parseAmbientSegment(params.loopId) : null;
  const loop = kind === 'ambient' ? (ambient?.loop ?? null) : wholeNumber(params.loopId);
  const isLoop = kind === 'loop';

  const [range, setRange] = useState<DayRange>(() => {
    const now = Date.now();
    return { start: addSiteDays(now, -(DEFAULT_DAYS - 1), timeZone), end: endOfSiteDay(now, timeZone) };
  });
  const window = useMemo(() => ({ start: range.start, end: range.end }), [range]);
  const [series, setSeries] = useState<LoopSeries>('flow');

  const mode = recordModeOf(search);
  // The hour count as typed; the address follows it. While it is not a whole number above 0 the field says
  // 'please enter the hour' and the chart keeps the last count that was.
  const [hoursText, setHoursText] = useState(mode.hours);
  const [queryHours, setQueryHours] = useState(() => validHours(mode.hours) ?? DEFINE_HOURS_DEFAULT);
  const setMode = (changes: Partial<RecordModeAddress>) => {
    const next = recordModeQuery({ ...mode, hours: hoursText, ...changes });
    setSearch(
      (current) => {
        const query = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null) query.delete(key);
          else query.set(key, value);
        }
        return query;
      },
      // One history entry per detail: back leaves the detail, and a reload keeps the modes.
      { replace: true, preventScrollReset: true },
    );
  };
  const changeHours = (text: string) => {
    setHoursText(text);
    const hours = validHours(text);
    if (hours !== null) setQueryHours(hours);
    setMode({ hours: text });
  };
  const chartQuery = useMemo(
    () => chartOptions({ data: mode.data, time: mode.time, hours: '' }, window, queryHours),
    [mode.data, mode.time, window, queryHours],
  );
  const tableQuery = useMemo(() => latestOptions(mode.data), [mode.data]);

  const rack = useCabinet(cabinetId);
  const loopRows = useCabinetLoops(isLoop ? cabinetId : null);
  const tempRows = useCabinetThermometers(kind === 'temp' ? cabinetId : null);
  const stations = useWeatherStations();
  const loopChart = useLoopRecords(isLoop ? cabinetId : null, loop, chartQuery);
  const loopTable = useLoopRecords(isLoop ? cabinetId : null, loop, tableQuery);
  const tempChart = useThermometerRecords(isLoop ? null : cabinetId, loop, chartQuery);
  const tempTable = useThermometerRecords(isLoop ? null : cabinetId, loop, tableQuery);
  const client = useDamClient();
  const readCabinet = useReadNow(useCabinet.read);
  const [exporting, setExporting] = useState(false);
  const [exportNotice, setExportNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const seriesName = isLoop ? t(`loop.detail.${series}`) : t('loop.detail.temp');
  const rawSeries = isLoop ? (loopChart.data?.series[series] ?? null) : (tempChart.data?.series ?? null);
  // The adapters name a series by its id; the chart shows it in the reader's language (same object while
  // the data and the language stay, so the chart keeps its zoom).
  const chartSeries = useMemo(
    () => (rawSeries ? { ...rawSeries, name: seriesName } : null),
    [rawSeries, seriesName],
  );
  const averageUnit = isLoop && series === 'flow' ? 'L/min' : '°C';
  const averageLines = useMemo(
    () => (chartSeries ? [{ series: chartSeries, unit: averageUnit }] : []),
    [chartSeries, averageUnit],
  );

  if (cabinetId === null || loop === null) return null;

  const listPath =
    kind === 'loop' ? loopsPath(cabinetId) : kind === 'temp' ? tempsPath(cabinetId) : weatherPath();
  const back = detailBack(search, listPath);

  const station =
    kind === 'ambient'
      ? stations.data?.find(
          (s) => s.cabinetId === String(cabinetId) && s.loop === loop && (s.dtu ?? null) === ambient?.dtu,
        )
      : undefined;
  const rowName = isLoop
    ? loopRows.data?.find((r) => r.loop === loop)?.name
    : kind === 'temp'
      ? tempRows.data?.find((r) => r.loop === loop)?.name
      : station?.name;
  const name = search.get('name') || rowName || t('loop.loopN', { loop });

  const chart = isLoop ? loopChart : tempChart;
  const chartSpan =
    rawSeries && rawSeries.time.length > 0
      ? { start: rawSeries.time[0] as number, end: rawSeries.time[rawSeries.time.length - 1] as number }
      : null;
  const table = isLoop ? loopTable : tempTable;
  const unit = isLoop && series === 'flow' ? 'L/min' : '°C';

  const chartTitle = t('loop.detail.chartTitle', { name, series: seriesName });
  const chartState = {
    loading: chart.isLoading,
    error: chart.error ? errorMessage(chart.error, t) : undefined,
    onRetry: () => void chart.mutate(),
    headingLevel: 2 as const,
  };
  // In a time mode no days are picked; picking days goes back to them.
  const pickedDays = mode.time === 'dates' ? range : null;
  const pickDays = (next: DayRange) => {
    setRange(next);
    if (mode.time !== 'dates') setMode({ time: 'dates' });
  };

  const refresh = () => Promise.all([chart.mutate(), table.mutate()]);

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    setExportNotice(null);
    try {
      // The records the chart shows: the picked days, or the span the time mode loaded; in its data mode.
      const span = mode.time === 'dates' ? range : chartSpan;
      if (!span) {
        setExportNotice({ tone: 'danger', text: t('loop.detail.exportEmpty') });
        return;
      }
      // In the list scale, as the table reads them: the legacy export scale (isExport) keeps flows in tenths
      // of L/min only, and the file would round a flow the table shows as 0.67 to 0.7.
      const query = {
        rack_id: cabinetId,
        loop_id: loop,
        start: Math.floor(span.start / 1000),
        end: Math.ceil(span.end / 1000),
        ...(mode.data === 'average'
          ? { mode: toRecordModeQuery({ which: 'real', whichMode: 'average' }) }
          : {}),
      };
      const labels = (header: string[]): CsvLabels => ({
        header,
        notCollected: t('common.notCollected'),
        unknown: t('common.unknown'),
        stopped: t('loop.flowState.stopped'),
      });
      // The file is named after the cabinet, also on a tap before its read has answered: useReadNow takes
      // the read's answer or joins its request. Only a failed read names the file by the cabinet's number.
      const cabinet = await readCabinet(cabinetId).catch(() => undefined);
      const rackName = cabinet?.name ?? String(cabinetId);
      const date = formatSiteDate(Date.now(), timeZone);
      let text: string;
      let count: number;
      if (isLoop) {
        const { data } = await client.GET('/pqt_php/api_getMoreLoopData', { params: { query } });
        const records = adaptLoopRecords(data?.data);
        count = records.length;
        text = loopRecordsCsv(
          records,
          labels([
            t('loop.detail.csvTime'),
            t('loop.detail.csvFlow'),
            t('loop.detail.csvInTemp'),
            t('loop.detail.csvOutTemp'),
            t('loop.detail.csvOpening'),
          ]),
          timeZone,
        );
      } else {
        const { data } = await client.GET('/pqt_php/api_getMoreTempData', { params: { query } });
        const records = adaptThermometerRecords(data?.data);
        count = records.length;
        text = thermometerRecordsCsv(
          records,
          labels([t('loop.detail.csvTime'), t('loop.detail.csvTemp')]),
          timeZone,
        );
      }
      if (count === 0) {
        setExportNotice({ tone: 'danger', text: t('loop.detail.exportEmpty') });
        return;
      }
      downloadText(
        text,
        t(isLoop ? 'loop.detail.fileLoop' : 'loop.detail.fileTemp', { cabinet: rackName, loop, date }),
      );
      setExportNotice({ tone: 'success', text: t('loop.detail.exported', { count }) });
    } catch (error) {
      // Part 1 §8: a CSV export error is shown in an alert.
      setExportNotice({
        tone: 'danger',
        text: t('loop.detail.exportFailed', { message: errorMessage(error, t) }),
      });
    } finally {
      setExporting(false);
    }
  };

  const actions = (
    <div className={styles.actions}>
      <Button
        variant="quiet"
        aria-label={t('loop.detail.refresh')}
        onPress={() => void refresh()}
        isPending={chart.isValidating || table.isValidating}
      >
        <Icon name="refresh" />
      </Button>
      <Button
        variant="quiet"
        aria-label={t('loop.detail.export')}
        onPress={() => void exportCsv()}
        isPending={exporting}
      >
        <Icon name="export" />
      </Button>
      {isLoop ? (
        <LinkButton
          variant="quiet"
          aria-label={t('loop.detail.control')}
          href={loopCtrlPath(cabinetId, loop) + keepDetailQuery(search)}
        >
          <Icon name="wrench" />
        </LinkButton>
      ) : null}
    </div>
  );

  return (
    <Page title={name} back={back.href ?? 'history'} backFallback={back.fallback} actions={actions}>
      <PullToRefresh onRefresh={refresh}>
        {exportNotice ? (
          <Alert tone={exportNotice.tone} role={exportNotice.tone === 'danger' ? 'alert' : 'status'}>
            {exportNotice.text}
          </Alert>
        ) : null}
        {/* The cabinet's name keeps its line while it loads: the series buttons under it must not move under a finger. */}
        <p className={styles.subheading}>{rack.data?.name ?? '\u00a0'}</p>
        {isLoop ? (
          <ToggleButtonGroup
            className={styles.seriesPicker}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[series]}
            onSelectionChange={(keys) => {
              const [next] = [...keys];
              if (next) setSeries(next as LoopSeries);
            }}
            aria-label={t('loop.detail.series')}
          >
            {(['flow', 'inTemp', 'outTemp'] as const).map((id) => (
              <ToggleButton key={id} id={id} className={styles.segment}>
                {t(`loop.detail.${id}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null}
        {mode.data === 'average' ? (
          // Hourly averages are one value an hour: a line, not candles of a single reading each.
          <TimeSeriesChart
            title={chartTitle}
            lines={averageLines}
            navigator
            legend={false}
            controls={
              <DateRangeField
                value={pickedDays}
                onChange={pickDays}
                minDate={candlestickBounds(Date.now(), timeZone).minMs}
                maxDate={Date.now()}
              />
            }
            {...chartState}
          />
        ) : (
          <Candlestick
            title={chartTitle}
            series={chartSeries}
            unit={unit}
            dateRange={pickedDays}
            onDateRangeChange={pickDays}
            {...chartState}
          />
        )}
        <RecordModeControls
          mode={mode}
          hours={hoursText}
          onDataChange={(data) => setMode({ data })}
          onTimeChange={(time) => setMode({ time })}
          onHoursChange={changeHours}
          hoursInvalid={validHours(hoursText) === null}
        />
        {isLoop ? (
          <RecordTable
            kind="loop"
            records={loopTable.data?.records}
            error={loopTable.error}
            onRetry={() => void loopTable.mutate()}
          />
        ) : (
          <RecordTable
            kind="thermometer"
            records={tempTable.data?.records}
            error={tempTable.error}
            onRetry={() => void tempTable.mutate()}
          />
        )}
      </PullToRefresh>
    </Page>
  );
}

/** /tab/racksId/{id}/loops/{loopId}. */
export function LoopDetailScreen() {
  return <SensorDetailScreen kind="loop" />;
}

/** /tab/racksId/{id}/temps/{loopId}. */
export function TempDetailScreen() {
  return <SensorDetailScreen kind="temp" />;
}

/** /tempsData/racksId/{id}/temps/{loop} or {loop}-{dtu}. */
export function AmbientDetailScreen() {
  return <SensorDetailScreen kind="ambient" />;
}
