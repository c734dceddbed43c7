import { useMemo } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { vars } from '../../../theme/contract.css';
import { chartPalette } from '../core/chart.css';
import { formatValue } from '../core/format';
import { createRuleLayer } from '../core/layers/rule';
import { chartTexts } from '../core/texts';
import type { AxisSide } from '../core/types';
import { type MarkPart, useChartPart } from './ChartContext';

export interface ThresholdProps {
  /** The value, on the axis' scale. */
  value: number;
  /** What it is, written above its right end and read in the summary (e.g. "Max pressure"). */
  label: string;
  /** The value axis (default left). */
  axis?: AxisSide | undefined;
  /** Unit and decimals of the value in the summary. */
  unit?: string | undefined;
  decimals?: number | undefined;
  /** Line colour (default: the warning colour of the chart palette). */
  color?: string | undefined;
  /** Canvas dash pattern (default [6, 4]). */
  dash?: readonly number[] | undefined;
}

/** A limit line colour that reads as a warning in every theme. */
const LIMIT = vars.color.danger;

/**
 * A horizontal limit line over the marks (a design maximum, an alarm level). Its axis always holds it, so a
 * limit far above the data is still on the chart; the text summary names it with its value.
 */
export function Threshold({
  value,
  label,
  axis,
  unit = '',
  decimals = 2,
  color = LIMIT,
  dash,
}: ThresholdProps) {
  const { t, language } = useDamText(chartTexts);
  const note = t('chart.summary.rule', { label, value: formatValue(value, language, decimals, unit, '') });
  const part = useMemo<MarkPart>(
    () => ({
      kind: 'mark',
      layer: createRuleLayer({
        id: `rule-${label}`,
        orientation: 'value',
        at: value,
        color,
        dash,
        label,
        axis,
        note,
      }),
      legend: { name: label, color, dashed: true },
    }),
    [value, label, axis, color, dash, note],
  );
  useChartPart('Threshold', part);
  return null;
}

/** A target level (a setpoint that does not change): a `<Threshold>` in the target colour, dotted. */
export function TargetLine({ color = chartPalette[1]!, dash = TARGET_DASH, ...props }: ThresholdProps) {
  return <Threshold {...props} color={color} dash={dash} />;
}

const TARGET_DASH = [2, 3] as const;
