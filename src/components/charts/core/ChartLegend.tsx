import type { ReactNode } from 'react';
import * as styles from './chart.css';

/** One entry of a chart legend: a curve the user can show or hide. */
export interface LegendItem {
  /** Curve id. */
  id: string;
  /** Text of the toggle. */
  label: string;
  /** Color of the swatch (any CSS color). */
  color: string;
  /** Colors of the further curves the toggle adds (outlet beside inlet water): one more swatch each. */
  moreColors?: readonly string[];
  /** Dashed swatch for dashed lines. */
  dashed?: boolean;
  /** `candle` shows a candle swatch instead of a line. */
  kind?: 'line' | 'candle';
  /** Whether the curve is shown. */
  checked: boolean;
  /** A toggle that cannot be changed. */
  disabled?: boolean;
}

/** What a custom legend receives: the items and how to toggle them. */
export interface LegendRenderProps {
  items: readonly LegendItem[];
  /** Shows or hides a curve. */
  toggle: (id: string, checked: boolean) => void;
  /** The legend's accessible name. */
  label: string;
}

/** Replaces the default legend (a portal can render it elsewhere and return null here). */
export type RenderLegend = (props: LegendRenderProps) => ReactNode;

export interface ChartLegendProps {
  /** The curves. */
  items: readonly LegendItem[];
  /** Called when a toggle changes. */
  onToggle: (id: string, checked: boolean) => void;
  /** Accessible name of the group of toggles. */
  label: string;
  /** Replaces the default rendering. */
  render?: RenderLegend | undefined;
}

/**
 * The legend as toggles: one native checkbox per curve inside a chip with the curve's color, at least a touch
 * target tall, wrapping on a phone. A native input, not react-aria's Checkbox: it is the whole behaviour a
 * toggle needs, it keeps about 3 KB min+gzip out of a chart import, and it costs next to nothing in the
 * chart's first frame, so the toggles are there from the start. State is on `data-selected` for styles.
 */
export function ChartLegend({ items, onToggle, label, render }: ChartLegendProps) {
  if (render) return <>{render({ items, toggle: onToggle, label })}</>;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a legend element the design does not show
    <div className={styles.legend} role="group" aria-label={label} data-chart-legend="">
      {items.map((item) => (
        <label
          key={item.id}
          className={styles.toggle}
          data-selected={item.checked || undefined}
          data-disabled={item.disabled || undefined}
          data-curve={item.id}
        >
          <input
            type="checkbox"
            className={styles.toggleInput}
            checked={item.checked}
            disabled={item.disabled}
            onChange={(e) => onToggle(item.id, e.currentTarget.checked)}
            onFocus={revealChip}
          />
          <ToggleFace item={item} />
        </label>
      ))}
    </div>
  );
}

/**
 * Shows the whole chip whose hidden input got focus (the browser would show only the input) in a scrolling row.
 * jsdom has no scrollIntoView.
 */
const revealChip = (e: { target: Element }) =>
  e.target.closest('label')?.scrollIntoView?.({ block: 'nearest' });

/** Box, swatch and name of a toggle. */
function ToggleFace({ item }: { item: LegendItem }) {
  return (
    <>
      <span className={styles.checkbox} aria-hidden="true" />
      {[item.color, ...(item.moreColors ?? [])].map((color) => (
        <span
          key={color}
          className={styles.swatch}
          style={{ color }}
          data-kind={item.kind}
          data-dash={item.dashed || undefined}
          aria-hidden="true"
        />
      ))}
      {item.label}
    </>
  );
}
