import { forwardRef, type ReactNode, useMemo } from 'react';
import { gradientCurveVisible, type Series, seriesDifference } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import type { ChartCommonProps } from '../../charts/core/ChartCard';
import { chartPalette } from '../../charts/core/chart.css';
import { TimeSeriesChart, type TimeSeriesLine } from '../../charts/TimeSeriesChart/TimeSeriesChart';
import { gradientComparisonTexts } from './texts';

export interface GradientComparisonChartProps extends ChartCommonProps {
  /**
   * The chosen thermometers' curves (°C, epoch ms), in the order to compare; undefined before the first load.
   * They are drawn only when exactly two are given (part 2 §2.7), with their difference (first − second) on
   * the right axis; otherwise the chart says to choose two (`emptyText`).
   * Series ids on the plot: the two curves' own ids, then `difference`.
   */
  curves: readonly Series[] | undefined;
  /** Heading (default: "Gradient comparison"). */
  title?: string | undefined;
  /** Under the title: the `ThermometerPicker` and the meter choice. */
  controls?: ReactNode | undefined;
  /** Shown when fewer or more than two curves are given (default "Choose two thermometers to compare"). */
  emptyText?: ReactNode | undefined;
  /** Draws the difference of the two (default true). */
  showDifference?: boolean | undefined;
  /** Decimals of the tooltip and the summary (default 1). */
  decimals?: number | undefined;
}

/**
 * The gradient comparison (part 2 §2.7): two thermometers of a gradient meter over time and, on the right
 * axis, how far apart they are — the temperature gradient between their depths. With one thermometer (or
 * three) nothing is drawn and the chart asks for exactly two.
 */
export const GradientComparisonChart = /* @__PURE__ */ forwardRef<HTMLElement, GradientComparisonChartProps>(
  function GradientComparisonChart(
    { curves, title, controls, emptyText, showDifference = true, decimals = 1, loading, error, ...chart },
    ref,
  ) {
    const { t } = useDamText(gradientComparisonTexts);
    const pair = curves && gradientCurveVisible(curves) ? curves : null;
    const lines = useMemo<TimeSeriesLine[]>(() => {
      if (!pair) return [];
      const [first, second] = pair as [Series, Series];
      const out: TimeSeriesLine[] = [
        { series: first, unit: '°C', decimals, color: chartPalette[0] },
        { series: second, unit: '°C', decimals, color: chartPalette[1] },
      ];
      if (showDifference) {
        const name = t('comparison.gradient.difference', { first: first.name, second: second.name });
        out.push({
          series: seriesDifference(first, second, 'difference', name),
          unit: '°C',
          axis: 'right',
          dash: [6, 4],
          decimals,
          // Purple: apart from the blue and orange of the two thermometers in every theme.
          color: chartPalette[3],
        });
      }
      return out;
    }, [pair, showDifference, decimals, t]);
    const waiting = curves === undefined && !error;

    return (
      <TimeSeriesChart
        ref={ref}
        {...chart}
        title={title ?? t('comparison.gradient.title')}
        lines={lines}
        legend={lines.length > 0}
        loading={loading || waiting}
        error={error}
        emptyText={emptyText ?? t('chart.compare.chooseTwo')}
        units={{ left: '°C', right: showDifference ? t('comparison.gradient.differenceAxis') : undefined }}
        controls={controls}
      />
    );
  },
);
