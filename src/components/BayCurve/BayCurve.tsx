import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import {
  BAY_CURVE_KEYS,
  type BayCurveData,
  type BayCurveKey,
  type BayExtremes,
} from '../../domain/bayCurves';
import { ChartLegend, type LegendItem, type RenderLegend } from '../chart/ChartLegend';
import { ChartNavigator } from '../chart/ChartNavigator';
import { ChartPlot } from '../chart/ChartPlot';
import { ChartLoading, ChartMessage } from '../chart/ChartStatus';
import { ChartSummary } from '../chart/ChartSummary';
import type { RenderTooltip } from '../chart/ChartTooltip';
import * as chartStyles from '../chart/chart.css';
import { chartPalette } from '../chart/chart.css';
import { extentWithIndex } from '../chart/decimate';
import type { PlotEngine } from '../chart/engine';
import { formatTime, formatValue } from '../chart/format';
import { useStoreSelector, useViewStore } from '../chart/hooks';
import type { PlotLine, Series } from '../chart/types';
import { useChartText } from '../chart/useChartText';
import { matchPreset, presetView, type RangePreset, seriesExtent } from '../chart/view';
import * as styles from './BayCurve.css';

export { BAY_CURVE_KEYS, type BayCurveData, type BayCurveKey, type BayExtremes };

export interface BayCurveProps {
  /** Where the bay is (e.g. '左岸 12# 坝段 1#仓'); the title is this plus 'Concrete temperature curve'. */
  location: string;
  /** The series; null before the first load. */
  data: BayCurveData | null;
  /** Shows the loading overlay (part 1 §4: while chart data loads). */
  loading?: boolean;
  /** A failed load: true, or a message to show. */
  error?: boolean | ReactNode;
  /** Retry after an error. */
  onRetry?: () => void;
  /** Max and min average temperature from the server; computed from `data.average` when absent. */
  extremes?: BayExtremes | null;
  /** The range shown first (part 1 §9: default 'all'). */
  defaultRange?: RangePreset;
  /** Curves shown at first besides the average (part 1 §4: none). */
  defaultCurves?: readonly BayCurveKey[];
  /** Controlled curves (with `onCurvesChange`). */
  curves?: readonly BayCurveKey[];
  /** Called when a toggle changes the curves. */
  onCurvesChange?: (curves: BayCurveKey[]) => void;
  /** Download link of the temperature data (`/api/getAllTemperatureData?id&min&max`). */
  temperatureExportHref?: string;
  /** Export the temperature data (instead of a link). */
  onExportTemperature?: () => void;
  /** Download link of the flow data (`/api/getAllFlowData?id`). */
  flowExportHref?: string;
  /** Export the flow data (instead of a link). */
  onExportFlow?: () => void;
  /** Height of the plot in CSS pixels. */
  height?: number;
  /** Heading level of the title. */
  headingLevel?: 2 | 3 | 4;
  /** Replaces the tooltip (see ChartTooltip). */
  renderTooltip?: RenderTooltip;
  /** Replaces the legend of toggles (see ChartLegend). */
  renderLegend?: RenderLegend;
  /** Receives the plot engine (benchmarks). */
  onEngine?: (engine: PlotEngine) => void;
}

const EMPTY_SERIES: Series = {
  id: 'average',
  name: '',
  time: new Float64Array(0),
  value: new Float64Array(0),
};

const LOOK: Record<
  BayCurveKey | 'average',
  { color: string; width?: number; dash?: number[]; axis?: 'left' | 'right'; unit: string }
> = {
  average: { color: chartPalette[0]!, width: 2, unit: '°C' },
  target: { color: chartPalette[1]!, dash: [6, 4], unit: '°C' },
  inOutTemp: { color: chartPalette[2]!, unit: '°C' },
  flow: { color: chartPalette[4]!, axis: 'right', unit: 'L/min' },
  setFlow: { color: chartPalette[9]!, unit: 'L/min' },
  air: { color: chartPalette[5]!, unit: '°C' },
  tempDiff: { color: chartPalette[6]!, unit: '°C' },
  inFaceDiff: { color: chartPalette[7]!, unit: '°C' },
  coolingTrend: { color: chartPalette[8]!, dash: [2, 3], width: 2, unit: '°C' },
};

const OUTLET_COLOR = chartPalette[3]!;
const UNITS = { left: '°C', right: 'L/min' } as const;
const FLOW_FROM_ZERO = { right: true } as const;

/**
 * The concrete temperature stock chart of a bay (part 1 §2, bay chart page): the average temperature, with
 * toggles for the target, inlet/outlet water, flow (own axis), set flow ('No function'), air temperature,
 * the in-bay and internal-surface differences and the cooling trend; range buttons day, week and all; the
 * max and min average with their times; a tooltip, a crosshair that follows a finger, zoom and pan, an
 * overview strip; loading, no-data and error states; export of temperature and flow data.
 */
export function BayCurve({
  location,
  data,
  loading = false,
  error,
  onRetry,
  extremes,
  defaultRange = 'all',
  defaultCurves = [],
  curves: controlledCurves,
  onCurvesChange,
  temperatureExportHref,
  onExportTemperature,
  flowExportHref,
  onExportFlow,
  height = 300,
  headingLevel = 3,
  renderTooltip,
  renderLegend,
  onEngine,
}: BayCurveProps) {
  const { t, language, timeZone } = useChartText();
  const titleId = useId();
  const summaryId = useId();
  const [ownCurves, setOwnCurves] = useState<readonly BayCurveKey[]>(defaultCurves);
  const curves = controlledCurves ?? ownCurves;
  const Heading = `h${headingLevel}` as const;
  const title = t('chart.bay.title', { location });

  const average = data?.average ?? EMPTY_SERIES;
  const allSeries = useMemo(
    () =>
      data
        ? [
            data.average,
            data.target,
            data.inlet,
            data.outlet,
            data.flow,
            data.air,
            data.tempDiff,
            data.inFaceDiff,
            data.coolingTrend,
          ].filter((s): s is Series => s !== undefined)
        : [],
    [data],
  );
  const extent = useMemo(() => seriesExtent(allSeries), [allSeries]);
  const store = useViewStore(extent, (bounds) => presetView(bounds, defaultRange));

  const lines = useMemo(() => {
    if (!data) return [];
    const out: PlotLine[] = [];
    const add = (key: BayCurveKey | 'average', s: Series | undefined, name: string, color?: string) => {
      if (!s) return;
      const look = LOOK[key];
      out.push({
        series: { ...s, name },
        color: color ?? look.color,
        width: look.width,
        dash: look.dash,
        axis: look.axis,
        unit: look.unit,
      });
    };
    add('average', data.average, t('chart.bay.average'));
    const on = new Set(curves);
    if (on.has('target')) add('target', data.target, t('chart.bay.target'));
    if (on.has('inOutTemp')) {
      add('inOutTemp', data.inlet, t('chart.bay.inlet'));
      add('inOutTemp', data.outlet, t('chart.bay.outlet'), OUTLET_COLOR);
    }
    if (on.has('flow')) add('flow', data.flow, t('chart.bay.flow'));
    if (on.has('air')) add('air', data.air, t('chart.bay.air'));
    if (on.has('tempDiff')) add('tempDiff', data.tempDiff, t('chart.bay.tempDiff'));
    if (on.has('inFaceDiff')) add('inFaceDiff', data.inFaceDiff, t('chart.bay.inFaceDiff'));
    if (on.has('coolingTrend')) add('coolingTrend', data.coolingTrend, t('chart.bay.coolingTrend'));
    return out;
  }, [data, curves, t]);

  const navigatorLines = useMemo(() => lines.slice(0, 1), [lines]);

  const stats = useMemo<BayExtremes | null>(() => {
    if (extremes) return extremes;
    const e = extentWithIndex(average.value);
    if (e.iMin < 0 || e.iMax < 0) return null;
    return { max: e.max, maxAt: average.time[e.iMax]!, min: e.min, minAt: average.time[e.iMin]! };
  }, [extremes, average]);

  const toggle = (id: string, checked: boolean) => {
    const key = id as BayCurveKey;
    const next = checked ? [...curves.filter((c) => c !== key), key] : curves.filter((c) => c !== key);
    const ordered = BAY_CURVE_KEYS.filter((k) => next.includes(k));
    if (controlledCurves === undefined) setOwnCurves(ordered);
    onCurvesChange?.(ordered);
  };

  const legendItems: LegendItem[] = BAY_CURVE_KEYS.map((key) => ({
    id: key,
    label: t(`chart.bay.${key}`),
    color: LOOK[key].color,
    dashed: LOOK[key].dash !== undefined,
    checked: curves.includes(key),
  }));

  const hasData = average.time.length > 0;
  const failed = error !== undefined && error !== false && error !== null;
  const rightAxis = lines.some((l) => l.axis === 'right');

  let body: ReactNode;
  if (failed) {
    body = (
      <ChartMessage kind="error" height={height} onRetry={onRetry}>
        {error === true ? undefined : error}
      </ChartMessage>
    );
  } else if (!hasData && !loading) {
    body = <ChartMessage kind="empty" height={height} />;
  } else if (!hasData) {
    body = (
      <div className={styles.placeholder} style={{ height }}>
        <ChartLoading />
      </div>
    );
  } else {
    body = (
      <>
        <ChartPlot
          lines={lines}
          store={store}
          label={title}
          height={height}
          units={UNITS}
          includeZero={FLOW_FROM_ZERO}
          summaryId={summaryId}
          renderTooltip={renderTooltip}
          onEngine={onEngine}
        >
          {loading ? <ChartLoading /> : null}
        </ChartPlot>
        <ChartNavigator store={store} lines={navigatorLines} rightAxis={rightAxis} />
        <ChartSummary id={summaryId} lines={lines} store={store} />
      </>
    );
  }

  return (
    <section
      className={chartStyles.card}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-loading={loading ? 'true' : undefined}
      data-empty={!hasData && !loading ? 'true' : undefined}
    >
      <div className={chartStyles.header}>
        <Heading id={titleId} className={chartStyles.title}>
          {title}
        </Heading>
        <ExportActions
          temperatureHref={temperatureExportHref}
          onTemperature={onExportTemperature}
          flowHref={flowExportHref}
          onFlow={onExportFlow}
        />
      </div>
      <div className={chartStyles.toolbar}>
        {hasData ? <RangeButtons store={store} /> : null}
        {stats && hasData ? (
          <dl className={chartStyles.stats}>
            <div className={chartStyles.stat}>
              <dt className={chartStyles.statTerm}>{t('chart.bay.maxAverage')}</dt>
              <dd className={chartStyles.statValue} data-kind="max">
                <span>{formatValue(stats.max, 2, '°C', '')}</span>
                <time className={chartStyles.statTime} dateTime={new Date(stats.maxAt).toISOString()}>
                  {formatTime(stats.maxAt, timeZone, language)}
                </time>
              </dd>
            </div>
            <div className={chartStyles.stat}>
              <dt className={chartStyles.statTerm}>{t('chart.bay.minAverage')}</dt>
              <dd className={chartStyles.statValue} data-kind="min">
                <span>{formatValue(stats.min, 2, '°C', '')}</span>
                <time className={chartStyles.statTime} dateTime={new Date(stats.minAt).toISOString()}>
                  {formatTime(stats.minAt, timeZone, language)}
                </time>
              </dd>
            </div>
          </dl>
        ) : null}
      </div>
      <ChartLegend
        items={legendItems}
        onToggle={toggle}
        label={t('chart.bay.curves')}
        render={renderLegend}
      />
      {curves.includes('setFlow') ? (
        <p className={chartStyles.notice} role="status" data-no-function="">
          {t('chart.bay.setFlow')}：{t('chart.bay.noFunction')}
        </p>
      ) : null}
      <div className={chartStyles.plotArea}>{body}</div>
    </section>
  );
}

/** Day / week / all: react-aria buttons that say whether they are pressed; none after a free zoom. */
function RangeButtons({ store }: { store: ReturnType<typeof useViewStore> }) {
  const { t } = useChartText();
  const current = useStoreSelector(store, matchPreset);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend element the design does not show
    <div className={chartStyles.segmented} role="group" aria-label={t('chart.range.label')}>
      {(['day', 'week', 'all'] as const).map((preset) => (
        <Button
          key={preset}
          className={chartStyles.segment}
          aria-pressed={current === preset}
          onPress={() => store.set(presetView(store.bounds(), preset))}
          data-range={preset}
        >
          {t(`chart.range.${preset}`)}
        </Button>
      ))}
    </div>
  );
}

interface ExportActionsProps {
  temperatureHref?: string;
  onTemperature?: () => void;
  flowHref?: string;
  onFlow?: () => void;
}

/** Starts the download of `href` (the legacy export links answer with a file). */
function download(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = '';
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Export buttons (part 1 §2): they download from the given address, or call the given function. */
function ExportActions({ temperatureHref, onTemperature, flowHref, onFlow }: ExportActionsProps) {
  const { t } = useChartText();
  const item = (label: string, kind: string, href?: string, onPress?: () => void) =>
    href || onPress ? (
      <Button
        className={chartStyles.quietButton}
        data-export={kind}
        onPress={() => {
          onPress?.();
          if (href) download(href);
        }}
      >
        {label}
      </Button>
    ) : null;
  const temperature = item(t('chart.bay.exportTemperature'), 'temperature', temperatureHref, onTemperature);
  const flow = item(t('chart.bay.exportFlow'), 'flow', flowHref, onFlow);
  if (!temperature && !flow) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend element the design does not show
    <div className={chartStyles.actions} role="group" aria-label={t('chart.bay.exports')}>
      {temperature}
      {flow}
    </div>
  );
}
