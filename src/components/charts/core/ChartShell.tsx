import { type ReactNode, useId } from 'react';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import { ChartKey } from './ChartKey';
import type { RenderLegend } from './ChartLegend';
import { ChartNavigator } from './ChartNavigator';
import { ChartPlot, type ChartPlotProps } from './ChartPlot';
import { ChartSummary } from './ChartSummary';
import type { RenderTooltip } from './ChartTooltip';
import * as styles from './chart.css';
import type { PlotEngine } from './engine';
import type { PlotLine } from './types';

/**
 * What every damtherm chart takes besides its data: the library's loading convention (`loading` shows the
 * loading state in place of the plot before there is data, over it after) and style props, its size, and
 * the parts a portal replaces.
 */
export interface ChartCommonProps extends LoadStateProps, StyleProps {
  /**
   * A failed load: true, or a message to show in place of the plot (with Retry when `onRetry` is given).
   * @selector [data-error]
   */
  error?: ReactNode | boolean;
  /** Height of the plot in CSS pixels (also of the loading, empty and error states). */
  height?: number;
  /** Heading level of the title. */
  headingLevel?: 2 | 3 | 4;
  /** Replaces the tooltip (see ChartTooltip). */
  renderTooltip?: RenderTooltip;
  /** Replaces the legend of toggles (see ChartLegend). */
  renderLegend?: RenderLegend;
  /** Receives the plot engine (benchmarks, or a portal that drives the plot). */
  onEngine?: (engine: PlotEngine) => void;
}

/** What the shell draws when there is data: the plot, the overview strip and the text summary. */
export interface ChartShellPlot extends Omit<ChartPlotProps, 'label' | 'height' | 'summaryId' | 'children'> {
  /** Lines of the overview strip under the plot (usually the main line); none: no strip. */
  overview?: readonly PlotLine[] | null;
  /** Shows the key of the lines drawn under the plot (a chart whose toggles do not name each line drawn). */
  showKey?: boolean;
}

export interface ChartShellProps
  extends Pick<ChartCommonProps, 'loading' | 'error' | 'onRetry' | 'headingLevel' | 'className' | 'style'> {
  /** The heading; also the plot's accessible name. */
  title: string;
  /** Beside the title: reset zoom, exports. */
  actions?: ReactNode;
  /** Between the heading and the plot: toolbars, pickers, notices, the legend. */
  children?: ReactNode;
  /** Under the plot: the controls of a chart whose plot comes right under its title (the bay chart). */
  footer?: ReactNode;
  /** The plot when there is data to draw; null shows the loading or the empty state in its place. */
  plot: ChartShellPlot | null;
  /** Height of the plot and of the states that stand in its place. */
  height: number;
  /** Text of the empty state (default "No data"). */
  emptyText?: ReactNode;
  /** More states of the chart for styles and tests, e.g. `data-mode`. */
  [data: `data-${string}`]: string | undefined;
}

/**
 * The frame every chart shares: a titled region, the chart's own controls, and the plot with its overview
 * strip and text summary — or, in its place and at its height, the one StatusMessage of the library for
 * loading, no data and a failed load with Retry. While data refreshes, the loading StatusMessage dims the plot.
 */
export function ChartShell({
  title,
  headingLevel = 3,
  actions,
  children,
  footer,
  plot,
  height,
  loading = false,
  error,
  onRetry,
  emptyText,
  className,
  style,
  ...data
}: ChartShellProps) {
  const titleId = useId();
  const summaryId = useId();
  const Heading = `h${headingLevel}` as const;
  const failed = error != null && error !== false;
  const empty = !failed && !plot && !loading;

  let body: ReactNode;
  if (failed || !plot) {
    body = (
      <StatusMessage
        tone={failed ? 'error' : loading ? 'loading' : 'empty'}
        framed
        onRetry={onRetry}
        style={{ minHeight: height }}
      >
        {failed ? (error === true ? undefined : error) : loading ? undefined : emptyText}
      </StatusMessage>
    );
  } else {
    const { overview, showKey, ...plotProps } = plot;
    body = (
      <>
        <ChartPlot {...plotProps} label={title} height={height} summaryId={summaryId}>
          {loading ? <StatusMessage tone="loading" overlay /> : null}
        </ChartPlot>
        {showKey ? <ChartKey lines={plot.lines} /> : null}
        {overview ? (
          <ChartNavigator
            store={plot.store}
            lines={overview}
            rightAxis={plot.lines.some((l) => l.axis === 'right')}
          />
        ) : null}
        <ChartSummary
          id={summaryId}
          lines={plot.lines}
          layer={plot.layer}
          store={plot.store}
          formatPosition={plot.xAxis?.format}
        />
      </>
    );
  }

  return (
    <section
      {...data}
      className={joinClassNames(styles.card, className)}
      style={style}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-empty={empty || undefined}
      data-error={failed || undefined}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
      <div className={styles.plotArea}>{body}</div>
      {footer}
    </section>
  );
}
