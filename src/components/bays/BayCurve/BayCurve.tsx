import { forwardRef, useMemo } from 'react';
import { type SeriesInput, seriesColumns } from '../../../domain/adapters/series';
import {
  BAY_CURVE_KEYS,
  type BayCurveData,
  type BayCurveKey,
  type BayExtremes,
} from '../../../domain/bayCurves';
import { useDamText } from '../../../i18n/useDamText';
import { Chart } from '../../charts/compose/Chart';
import { Key } from '../../charts/compose/Key';
import { Line } from '../../charts/compose/Line';
import { Navigator } from '../../charts/compose/Navigator';
import { YAxis } from '../../charts/compose/YAxis';
import { ChartCard, type ChartCommonProps, splitCommonProps } from '../../charts/core/ChartCard';
import { ChartLegend, type LegendItem } from '../../charts/core/ChartLegend';
import * as chartStyles from '../../charts/core/chart.css';
import { chartPalette } from '../../charts/core/chart.css';
import { formatTime, formatValue } from '../../charts/core/format';
import { useStoreSelector, useViewStore } from '../../charts/core/hooks';
import type { PlotLine, Series, View } from '../../charts/core/types';
import { useVisibleCurves } from '../../charts/core/useVisibleCurves';
import { extentWithIndex } from '../../charts/core/valueBlocks';
import {
  clampView,
  matchPreset,
  presetView,
  type RangePreset,
  seriesExtent,
  type ViewStore,
} from '../../charts/core/view';
import { PlainButton } from '../../ui/Button/PlainButton';
import { bayCurveTexts } from './texts';

export { BAY_CURVE_KEYS, type BayCurveData, type BayCurveKey, type BayExtremes };

/**
 * The series of a bay as `BayCurve` takes them: `BayCurveData`, each series also as plain number arrays (a
 * Next.js server component's compact data).
 */
export type BayCurveInput = {
  readonly [K in keyof BayCurveData]: SeriesInput | Extract<BayCurveData[K], undefined>;
};

/** The input's series as typed columns, converted once per series. */
function bayCurveColumns(input: BayCurveInput): BayCurveData {
  const out: Partial<Record<keyof BayCurveData, Series>> = {};
  for (const [key, series] of Object.entries(input)) {
    if (series) out[key as keyof BayCurveData] = seriesColumns(series);
  }
  return out as BayCurveData;
}

export interface BayCurveProps extends ChartCommonProps {
  /** Where the bay is (e.g. '左岸 12# 坝段 1#仓'); the title is this plus 'Concrete temperature curve'. */
  location: string;
  /**
   * The series; null before the first load. With no average temperature to draw and nothing loading, the
   * chart shows "No data".
   * @selector [data-empty]
   */
  data: BayCurveInput | null;
  /** Max and min average temperature from the server; computed from `data.average` when absent. */
  extremes?: BayExtremes | null | undefined;
  /** The range shown first (part 1 §9: default 'all'). */
  defaultRangePreset?: RangePreset | undefined;
  /** The curves shown besides the average temperature (controlled, with `onVisibleCurvesChange`). */
  visibleCurves?: readonly BayCurveKey[] | undefined;
  /** The curves shown at first besides the average temperature (part 1 §4: none). */
  defaultVisibleCurves?: readonly BayCurveKey[] | undefined;
  /** Called with the curves shown, in legend order, when a toggle changes (load the newly shown ones). */
  onVisibleCurvesChange?: (curves: BayCurveKey[]) => void;
  /** Download link of the temperature data (`/api/getAllTemperatureData?id&min&max`). */
  temperatureExportHref?: string | undefined;
  /** Export the temperature data (instead of a link). */
  onExportTemperature?: () => void;
  /** Download link of the flow data (`/api/getAllFlowData?id`). */
  flowExportHref?: string | undefined;
  /** Export the flow data (instead of a link). */
  onExportFlow?: () => void;
}

const NO_CURVES: readonly BayCurveKey[] = [];

type SeriesKey = keyof BayCurveData;

/** How each series of the bay chart is drawn. */
const LOOK: Record<SeriesKey, Pick<PlotLine, 'color' | 'width' | 'dash' | 'axis' | 'unit'>> = {
  average: { color: chartPalette[0]!, width: 2, unit: '°C' },
  target: { color: chartPalette[1]!, dash: [6, 4], unit: '°C' },
  inlet: { color: chartPalette[2]!, unit: '°C' },
  outlet: { color: chartPalette[3]!, unit: '°C' },
  flow: { color: chartPalette[4]!, axis: 'right', unit: 'L/min' },
  air: { color: chartPalette[5]!, unit: '°C' },
  tempDiff: { color: chartPalette[6]!, unit: '°C' },
  // Dashed: the two temperature differences sit close in hue, and a line style tells them apart without colour.
  inFaceDiff: { color: chartPalette[7]!, dash: [8, 3], unit: '°C' },
  coolingTrend: { color: chartPalette[8]!, dash: [2, 3], width: 2, unit: '°C' },
};

/** The series each toggle adds to the average temperature; set flow has none ('No function' on site). */
const CURVE_SERIES: Record<BayCurveKey, readonly SeriesKey[]> = {
  target: ['target'],
  inOutTemp: ['inlet', 'outlet'],
  flow: ['flow'],
  setFlow: [],
  air: ['air'],
  tempDiff: ['tempDiff'],
  inFaceDiff: ['inFaceDiff'],
  coolingTrend: ['coolingTrend'],
};

/** The swatches of a toggle: the look of each series it adds (inlet and outlet: two). */
const swatchOf = (key: BayCurveKey): { colors: string[]; dashed: boolean } => {
  const looks = key === 'setFlow' ? [{ color: chartPalette[9]! }] : CURVE_SERIES[key].map((s) => LOOK[s]);
  return { colors: looks.map((l) => l.color), dashed: looks.some((l) => 'dash' in l) };
};

/** The series in the order they are drawn and keyed: the average first, then each toggle's. */
const SERIES_ORDER: readonly SeriesKey[] = ['average', ...BAY_CURVE_KEYS.flatMap((k) => CURVE_SERIES[k])];

/**
 * The concrete temperature stock chart of a bay (part 1 §2, bay chart page): the average temperature, with
 * toggles for the target, inlet/outlet water, flow (own axis), set flow ('No function'), air temperature,
 * the in-bay and internal-surface differences and the cooling trend; range buttons day, week and all; the
 * max and min average with their times; a tooltip, a crosshair that follows a finger, zoom and pan, an
 * overview strip; loading, no-data and error states; export of temperature and flow data.
 *
 * The plot comes right under the title, with the key of the curves drawn under it, and the controls under the
 * plot, so that on a phone the chart is in view when the page opens; the curve toggles wrap, every one in view.
 * It is a composition of the public chart parts (`damtherm/charts`): a `ChartCard` around a `<Chart>` with
 * two `<YAxis>`, a `<Line>` per series, the `<Key>` and the `<Navigator>`.
 */
export const BayCurve = /* @__PURE__ */ forwardRef<HTMLElement, BayCurveProps>(function BayCurve(
  {
    location,
    data: input,
    extremes,
    defaultRangePreset = 'all',
    visibleCurves,
    defaultVisibleCurves = NO_CURVES,
    onVisibleCurvesChange,
    temperatureExportHref,
    onExportTemperature,
    flowExportHref,
    onExportFlow,
    height = 300,
    renderLegend,
    defaultRange,
    // loading, error, onRetry, headingLevel, className, style, range, tooltip, clicks: the card's and the chart's.
    ...common
  },
  ref,
) {
  const { t, language, timeZone } = useDamText(bayCurveTexts);
  const [card, plot] = splitCommonProps(common);
  const [curves, toggle] = useVisibleCurves(BAY_CURVE_KEYS, {
    visibleCurves,
    defaultVisibleCurves,
    onVisibleCurvesChange,
  });
  const title = t('chart.bay.title', { location });

  const data = useMemo(() => input && bayCurveColumns(input), [input]);
  const average = data?.average;
  const extent = useMemo(
    () => seriesExtent(data ? Object.values(data).filter((v): v is Series => v !== undefined) : []),
    [data],
  );
  // The range buttons under the plot share the chart's window.
  const store = useViewStore(extent, (bounds: View) =>
    defaultRange ? clampView(defaultRange, bounds) : presetView(bounds, defaultRangePreset),
  );
  const shownSeries = useMemo(
    () => new Set<SeriesKey>(['average', ...curves.flatMap((k) => CURVE_SERIES[k])]),
    [curves],
  );

  const stats = useMemo<BayExtremes | null>(() => {
    if (extremes || !average) return extremes ?? null;
    const e = extentWithIndex(average.value);
    if (e.iMin < 0 || e.iMax < 0) return null;
    return { max: e.max, maxAt: average.time[e.iMax]!, min: e.min, minAt: average.time[e.iMin]! };
  }, [extremes, average]);

  const legendItems = BAY_CURVE_KEYS.map((key): LegendItem => {
    const { colors, dashed } = swatchOf(key);
    return {
      id: key,
      label: t(`chart.bay.${key}`),
      color: colors[0]!,
      moreColors: colors.slice(1),
      dashed,
      checked: curves.includes(key),
    };
  });

  const hasData = !!average && average.time.length > 0;
  const stat = (kind: 'max' | 'min', value: number, at: number) => (
    <div className={chartStyles.stat}>
      <dt className={chartStyles.statTerm}>{t(`chart.bay.${kind}Average`)}</dt>
      <dd className={chartStyles.statValue} data-kind={kind}>
        <span>{formatValue(value, language, 2, '°C', '')}</span>
        <time className={chartStyles.statTime} dateTime={new Date(at).toISOString()}>
          {formatTime(at, timeZone, language)}
        </time>
      </dd>
    </div>
  );

  return (
    <ChartCard
      {...card}
      ref={ref}
      title={title}
      height={height}
      footer={
        // Under the plot, so that on a phone the plot is the first thing under the title.
        <div className={chartStyles.controls}>
          {hasData ? (
            <div className={chartStyles.toolbar}>
              <RangeButtons store={store} />
              {stats ? (
                <dl className={chartStyles.stats}>
                  {stat('max', stats.max, stats.maxAt)}
                  {stat('min', stats.min, stats.minAt)}
                </dl>
              ) : null}
            </div>
          ) : null}
          <ChartLegend
            items={legendItems}
            onToggle={toggle}
            label={t('chart.bay.curves')}
            render={renderLegend}
          />
          {curves.includes('setFlow') ? (
            <p className={chartStyles.notice} role="status" data-no-function="">
              {t('chart.bay.notice', { curve: t('chart.bay.setFlow'), state: t('chart.bay.noFunction') })}
            </p>
          ) : null}
          <ExportActions
            temperatureHref={temperatureExportHref}
            onTemperature={onExportTemperature}
            flowHref={flowExportHref}
            onFlow={onExportFlow}
          />
        </div>
      }
    >
      {hasData ? (
        <Chart label={title} height={height} {...plot} store={store}>
          <YAxis unit="°C" />
          <YAxis side="right" unit="L/min" includeZero />
          {SERIES_ORDER.map((key) => (
            <Line
              key={key}
              series={data?.[key]}
              name={t(`chart.bay.${key}`)}
              hidden={!shownSeries.has(key)}
              {...LOOK[key]}
            />
          ))}
          <Key />
          <Navigator />
        </Chart>
      ) : null}
    </ChartCard>
  );
});

/**
 * Day / week / all: kit buttons that say whether they are pressed (the pressed one filled); none after a free
 * zoom. Native buttons, so that they are real from the chart's first frame at little cost.
 */
function RangeButtons({ store }: { store: ViewStore }) {
  const { t } = useDamText(bayCurveTexts);
  const current = useStoreSelector(store, matchPreset);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend element the design does not show
    <div className={chartStyles.segmented} role="group" aria-label={t('chart.range.label')}>
      {(['day', 'week', 'all'] as const).map((preset) => (
        <PlainButton
          key={preset}
          variant={current === preset ? 'primary' : 'quiet'}
          aria-pressed={current === preset}
          onClick={() => store.set(presetView(store.bounds(), preset))}
          data-range={preset}
        >
          {t(`chart.range.${preset}`)}
        </PlainButton>
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
  const { t } = useDamText(bayCurveTexts);
  const item = (label: string, kind: string, href?: string, onPress?: () => void) =>
    href || onPress ? (
      <PlainButton
        variant="secondary"
        size="sm"
        data-export={kind}
        onClick={() => {
          onPress?.();
          if (href) download(href);
        }}
      >
        {label}
      </PlainButton>
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
