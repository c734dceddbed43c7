import type { ReactNode } from 'react';
import * as styles from './chart.css';
import { formatTime, formatValue } from './format';
import type { HoverRow, HoverState } from './types';

/** Formatting helpers handed to a custom tooltip, already set to the site zone and language. */
export interface TooltipHelpers {
  /** `YYYY-MM-DD HH:mm` in the site zone. */
  formatTime: (ms: number) => string;
  /** A row's value with its unit and decimals (or its mark's own wording), or "not collected". */
  formatValue: (row: HoverRow) => string;
  /** Label of the crosshair position (a date and time, or a day count on a days axis). */
  formatPosition: (hover: HoverState) => string;
}

/** Replaces the default tooltip; return null to show none (e.g. when rendering it into a portal). */
export type RenderTooltip = (hover: HoverState, helpers: TooltipHelpers) => ReactNode;

export interface ChartTooltipProps {
  /** What is under the crosshair. */
  hover: HoverState;
  /** Formatting in the site zone and language. */
  helpers: TooltipHelpers;
  /** The tooltip lays its points out in at most this many rows (the seed's "three rows"). */
  maxRows?: number | undefined;
}

/**
 * The default tooltip: the time under the crosshair, then the points of the visible series laid out in at
 * most three rows (one point a row up to three series; more share rows), so it stays short on a phone.
 */
export function ChartTooltip({ hover, helpers, maxRows = 3 }: ChartTooltipProps) {
  const perRow = Math.max(1, Math.ceil(hover.rows.length / maxRows));
  const lines: HoverRow[][] = [];
  for (let i = 0; i < hover.rows.length; i += perRow) lines.push(hover.rows.slice(i, i + perRow));
  return (
    <>
      <div className={styles.tooltipTime}>{helpers.formatPosition(hover)}</div>
      {lines.map((line) => (
        <div key={line.map((r) => r.id).join(' ')} className={styles.tooltipRow} data-tooltip-row="">
          {line.map((row) => (
            <span key={row.id} className={styles.tooltipPoint} data-series={row.id}>
              <span className={styles.tooltipSwatch} style={{ background: row.color }} aria-hidden="true" />
              <span className={styles.tooltipName}>{row.name}</span>
              <span
                className={styles.tooltipValue}
                data-missing={Number.isNaN(row.value) ? 'true' : undefined}
              >
                {helpers.formatValue(row)}
              </span>
            </span>
          ))}
        </div>
      ))}
    </>
  );
}

/** Tooltip helpers for a zone and language. */
export function tooltipHelpers(
  timeZone: string,
  language: string,
  notCollected: string,
  formatPosition?: (ms: number) => string,
): TooltipHelpers {
  return {
    formatTime: (ms) => formatTime(ms, timeZone, language),
    formatValue: (row) => row.text ?? formatValue(row.value, language, row.decimals, row.unit, notCollected),
    formatPosition: (hover) => {
      // A candle is named by the start of its bucket; a line point by its own time.
      const t = hover.rows[0]?.candle ? hover.rows[0].time : hover.time;
      return formatPosition ? formatPosition(t) : formatTime(t, timeZone, language);
    },
  };
}
