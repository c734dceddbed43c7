import { forwardRef, useMemo } from 'react';
import type { Report, ReportType } from '../../../domain/adapters/reports.ts';
import { reportIsSeries, reportLines } from '../../../domain/reports.ts';
import { useDamText } from '../../../i18n/useDamText';
import type { ChartCommonProps } from '../../charts/core/ChartCard';
import { TimeSeriesChart, type TimeSeriesLine } from '../../charts/TimeSeriesChart';
import { reportChartTexts } from './texts';

export interface ReportChartProps extends ChartCommonProps {
  /**
   * The report; undefined while it loads. A type whose data is not a series in time (max temperature,
   * cooling situation: one row per bay) draws nothing.
   */
  report: Report | undefined;
  /** The type while `report` is undefined (whether to show the loading chart at all). */
  type?: ReportType | undefined;
  /** Replaces the title (default: the type's chart title). */
  title?: string | undefined;
}

/**
 * The chart of a report whose data is a series (part 2 §2.7, beyond the seed): the weekly drop and the dam
 * temperature-control data as daily means over the bays (the drop with the flow on a second axis), the
 * outlet, bin-entry and pouring readings as three curves. Built on TimeSeriesChart: zoom, tooltip, legend
 * toggles and the loading, empty and error states come with it.
 */
export const ReportChart = /* @__PURE__ */ forwardRef<HTMLElement, ReportChartProps>(function ReportChart(
  { report, type: typeProp, title, height = 240, ...chart },
  ref,
) {
  const { t } = useDamText(reportChartTexts);
  const type = report?.type ?? typeProp;
  const lines = useMemo<TimeSeriesLine[]>(() => {
    if (!report) return [];
    return (reportLines(report, (id) => t(`report.series.${id}`)) ?? []).map((l) => ({
      series: l.series,
      unit: l.unit,
      axis: l.axis,
      decimals: l.unit === 'L/min' ? 2 : 1,
      markers: 'auto',
    }));
  }, [report, t]);
  if (!type || !reportIsSeries(type)) return null;
  return (
    <TimeSeriesChart
      ref={ref}
      {...chart}
      title={title ?? t(`report.chart.${type}`)}
      lines={lines}
      height={height}
      loading={chart.loading || report === undefined}
      emptyText={t('report.table.empty')}
      includeZero={type === 'weekDrop' ? { left: true, right: true } : undefined}
    />
  );
});
