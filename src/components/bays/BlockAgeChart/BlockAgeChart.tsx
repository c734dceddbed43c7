import { forwardRef, type ReactNode, useMemo } from 'react';
import { type BlockCurve, blockCurveHasData } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import type { ChartCommonProps } from '../../charts/core/ChartCard';
import { chartPalette } from '../../charts/core/chart.css';
import { TimeSeriesChart, type TimeSeriesLine } from '../../charts/TimeSeriesChart/TimeSeriesChart';
import * as styles from './BlockAgeChart.css';
import { blockAgeChartTexts } from './texts';

export type { BlockCurve };

/** Blocks take the palette in order: it is ordered so that neighbours differ in hue. */
const blockColor = (i: number) => chartPalette[i % chartPalette.length]!;

export interface BlockAgeChartProps extends ChartCommonProps {
  /**
   * One line per chosen block: daily average concrete temperature (°C) by concrete age, `time` in elapsed ms
   * since day 0 (`blockCurves` pairs the hook's lines with their blocks); undefined before the first load.
   * Each drawn line is named after its block in the reader's language and is a legend toggle, also when it is
   * the only one (series id `block-6` …); a block whose line has no reading is named under the title instead.
   * @selector [data-no-data-blocks="5,14"] on that note
   */
  curves: readonly BlockCurve[] | undefined;
  /** Heading (default: "Block age comparison"). */
  title?: string | undefined;
  /** Under the title: the `BlockPicker`, or a portal's own choice of blocks. */
  controls?: ReactNode | undefined;
  /** Shown when there is nothing to draw (default "No data"); say "Choose at least one block" when none is. */
  emptyText?: ReactNode | undefined;
  /** Decimals of the tooltip and the summary (default 1). */
  decimals?: number | undefined;
  /** Explains how a line is made under the title (default shown). */
  showAbout?: boolean | undefined;
}

/**
 * The block age comparison (part 2 §2.7): a line per dam block of its bays' daily average concrete
 * temperature by concrete age, so blocks poured months apart line up on day 0. The x axis counts days
 * ("day 12"); zoom, pan, tooltip, toggles and the text summary are the TimeSeriesChart's.
 */
export const BlockAgeChart = /* @__PURE__ */ forwardRef<HTMLElement, BlockAgeChartProps>(
  function BlockAgeChart(
    { curves, title, controls, emptyText, decimals = 1, showAbout = true, loading, error, ...chart },
    ref,
  ) {
    const { t } = useDamText(blockAgeChartTexts);
    const drawn = useMemo(() => (curves ?? []).filter(blockCurveHasData), [curves]);
    const lines = useMemo<TimeSeriesLine[]>(
      () =>
        drawn.map((c, i) => ({
          color: blockColor(i),
          series: {
            ...c.series,
            id: `block-${c.block}`,
            name: t('comparison.block.name', { block: c.block }),
          },
          unit: '°C',
          decimals,
          markers: 'never',
        })),
      [drawn, t, decimals],
    );
    const empty = (curves ?? []).filter((c) => !blockCurveHasData(c));
    const waiting = curves === undefined && !error;

    return (
      <TimeSeriesChart
        ref={ref}
        {...chart}
        title={title ?? t('comparison.block.title')}
        lines={lines}
        xKind="days"
        legend
        loading={loading || waiting}
        error={error}
        emptyText={emptyText}
        units={{ left: '°C' }}
        controls={
          <>
            {controls}
            {showAbout ? <p className={styles.note}>{t('comparison.block.about')}</p> : null}
            {empty.length > 0 && curves !== undefined ? (
              <p className={styles.note} data-no-data-blocks={empty.map((c) => c.block).join(',')}>
                {t('comparison.block.noData', {
                  blocks: empty
                    .map((c) => t('comparison.block.name', { block: c.block }))
                    .join(t('comparison.block.separator')),
                })}
              </p>
            ) : null}
          </>
        }
      />
    );
  },
);
