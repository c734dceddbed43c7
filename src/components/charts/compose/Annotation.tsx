import { useMemo } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { vars } from '../../../theme/contract.css';
import { formatTime } from '../core/format';
import { createRuleLayer } from '../core/layers/rule';
import { chartTexts } from '../core/texts';
import { type MarkPart, useChartPart } from './ChartContext';

export interface AnnotationProps {
  /** When, epoch ms (or the x axis' unit). */
  time: number;
  /** What happened, written at the top of the line and read in the summary (e.g. "Pouring finished"). */
  label: string;
  /** Line colour (default the theme's muted text colour). */
  color?: string | undefined;
}

/** A vertical line at a moment (a pour, a command, a valve reversal) with its label, over the marks. */
export function Annotation({ time, label, color = vars.color.textMuted }: AnnotationProps) {
  const { t, language, timeZone } = useDamText(chartTexts);
  const note = t('chart.summary.annotation', { label, time: formatTime(time, timeZone, language) });
  const part = useMemo<MarkPart>(
    () => ({
      kind: 'mark',
      layer: createRuleLayer({
        id: `note-${label}-${time}`,
        orientation: 'time',
        at: time,
        color,
        label,
        note,
      }),
    }),
    [time, label, color, note],
  );
  useChartPart('Annotation', part);
  return null;
}
