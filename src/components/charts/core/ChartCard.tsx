import { forwardRef, type ReactNode, useId } from 'react';
import { joinClassNames, type LoadError, type LoadStateProps, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import type { RenderLegend } from './ChartLegend';
import type { RenderTooltip } from './ChartTooltip';
import * as styles from './chart.css';
import type { PlotEngine } from './engine';
import type { HoverState, View } from './types';

/**
 * What every damtherm chart takes besides its data: the library's loading convention (`loading` shows the
 * loading state in place of the plot before there is data, over it after) and style props, its size, and
 * the parts a portal replaces.
 */
export interface ChartCommonProps extends LoadStateProps, StyleProps {
  /**
   * A failed load: true, a message or the `DamError` to show in place of the plot (with Retry when `onRetry` is given).
   * @selector [data-error]
   */
  error?: LoadError | undefined;
  /** Height of the plot in CSS pixels (also of the loading, empty and error states). */
  height?: number | undefined;
  /** Heading level of the title. */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Replaces the tooltip (see ChartTooltip). */
  renderTooltip?: RenderTooltip | undefined;
  /** Replaces the legend of toggles (see ChartLegend). */
  renderLegend?: RenderLegend | undefined;
  /** Receives the plot engine (benchmarks, or a portal that drives the plot). */
  onEngine?: (engine: PlotEngine) => void;
  /** The visible window, epoch ms (controlled, with `onRangeChange`). */
  range?: View | undefined;
  /** The window shown first (uncontrolled), epoch ms; clamped to the data. */
  defaultRange?: View | undefined;
  /** Called with the new window on every zoom, pan, range button and navigator move. */
  onRangeChange?: (range: View) => void;
  /** Called with the point under the crosshair when it is clicked or tapped (not dragged), or on Enter. */
  onPointClick?: (point: HoverState) => void;
}

/** What of a chart's common props its card takes, and what its `<Chart>` takes. */
export function splitCommonProps({
  loading,
  error,
  onRetry,
  headingLevel,
  className,
  style,
  range,
  onRangeChange,
  onPointClick,
  renderTooltip,
  onEngine,
}: Omit<ChartCommonProps, 'height' | 'renderLegend' | 'defaultRange'>) {
  return [
    { loading, error, onRetry, headingLevel, className, style },
    { loading, range, onRangeChange, onPointClick, renderTooltip, onEngine },
  ] as const;
}

export interface ChartCardProps
  extends Pick<ChartCommonProps, 'loading' | 'error' | 'onRetry' | 'headingLevel' | 'className' | 'style'> {
  /** The heading; also the plot's accessible name. */
  title: string;
  /** Beside the title: reset zoom, exports. */
  actions?: ReactNode | undefined;
  /** Between the heading and the plot: toolbars, pickers, notices, the legend. */
  toolbar?: ReactNode | undefined;
  /** The plot (a `<Chart>`) when there is data to draw; none shows the loading or the empty state in its place. */
  children?: ReactNode | undefined;
  /** Under the plot: the controls of a chart whose plot comes right under its title (the bay chart). */
  footer?: ReactNode | undefined;
  /** Height of the plot, and of the states that stand in its place. */
  height: number;
  /** Text of the empty state (default "No data"). */
  emptyText?: ReactNode | undefined;
  /** More states of the chart for styles and tests, e.g. `data-mode`. */
  [data: `data-${string}`]: string | undefined;
}

/**
 * The card every damtherm chart shares: a titled region, the chart's own controls, and its plot — or, in its
 * place and at its height, the one StatusMessage of the library for loading, no data and a failed load with
 * Retry. While newer data loads, the `<Chart>` inside dims under the loading message (its `loading` prop).
 */
export const ChartCard = /* @__PURE__ */ forwardRef<HTMLElement, ChartCardProps>(function ChartCard(
  {
    title,
    headingLevel = 3,
    actions,
    toolbar,
    children,
    footer,
    height,
    loading = false,
    error,
    onRetry,
    emptyText,
    className,
    style,
    ...data
  },
  ref,
) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const failed = error != null && error !== false;
  const hasPlot = children != null && children !== false;
  const empty = !failed && !hasPlot && !loading;

  return (
    <section
      {...data}
      ref={ref}
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
      {toolbar}
      <div className={styles.plotArea}>
        {failed || !hasPlot ? (
          <StatusMessage
            tone={failed ? 'error' : loading ? 'loading' : 'empty'}
            framed
            onRetry={onRetry}
            style={{ minHeight: height }}
          >
            {failed ? (error === true ? undefined : error) : loading ? undefined : emptyText}
          </StatusMessage>
        ) : (
          children
        )}
      </div>
      {footer}
    </section>
  );
});
