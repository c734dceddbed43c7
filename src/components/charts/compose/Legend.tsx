import { useDamText } from '../../../i18n/useDamText';
import { ChartLegend, type LegendItem, type RenderLegend } from '../core/ChartLegend';
import { chartTexts } from '../core/texts';
import { useChart } from './ChartContext';

export interface LegendProps {
  /** Accessible name of the group of toggles (default "Curves"). */
  label?: string | undefined;
  /** Replaces the default rendering (the items and how to toggle them). */
  render?: RenderLegend | undefined;
}

/**
 * Show/hide toggles for the chart's marks, each with the swatch it is drawn in: a hidden mark leaves the
 * plot, the tooltip, the key and the summary, and keeps its place for when it comes back.
 */
export function Legend({ label, render }: LegendProps) {
  const { t } = useDamText(chartTexts);
  const { marks, hidden, setHidden } = useChart('Legend');
  const items: LegendItem[] = [...marks].flatMap(([id, m]) =>
    m.legend
      ? [
          {
            id,
            label: m.legend.name,
            color: m.legend.color,
            dashed: m.legend.dashed,
            kind: m.legend.kind,
            checked: !hidden.has(id),
          },
        ]
      : [],
  );
  if (items.length === 0) return null;
  return (
    <ChartLegend
      items={items}
      onToggle={(id, checked) => setHidden(id, !checked)}
      label={label ?? t('chart.plot.legend')}
      render={render}
    />
  );
}
