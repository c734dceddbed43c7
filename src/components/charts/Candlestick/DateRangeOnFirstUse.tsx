import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { DateRangeFace, type DateRangePart } from './DateRangeFace';
import type { DayRange } from './DateRangeField';
import { candlestickTexts } from './texts';

type FieldModule = typeof import('./DateRangeField');

const loadField = (): Promise<FieldModule> => import('./DateRangeField');

export interface DateRangeOnFirstUseProps {
  value: DayRange | null;
  onChange: (range: DayRange) => void;
  /** Last selectable day, epoch ms. */
  maxDate: number;
}

/**
 * The candlestick's date range field, loaded on first use: a look-alike (`DateRangeFace`) until the user
 * tabs to it or clicks it (a pointer over it starts the loading), then the react-aria picker in its place,
 * focused on the part the user reached and with its calendar open when its button was clicked.
 */
export function DateRangeOnFirstUse({ value, onChange, maxDate }: DateRangeOnFirstUseProps) {
  const { t, timeZone } = useDamText(candlestickTexts);
  const [field, setField] = useState<FieldModule | null>(null);
  const used = useRef<{ part: DateRangePart; pressed: boolean } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const use = useCallback((part: DateRangePart, pressed: boolean) => {
    used.current = { part, pressed };
    void loadField().then(setField);
  }, []);

  // The picker has replaced the face: the user goes on where they were.
  useLayoutEffect(() => {
    const target = used.current;
    const picker = root.current;
    if (!field || !target || !picker) return;
    used.current = null;
    if (target.part === 'calendar') {
      const button = picker.querySelector<HTMLButtonElement>('button');
      if (target.pressed) button?.click();
      else button?.focus();
      return;
    }
    const segments = picker.querySelectorAll<HTMLElement>('[role="spinbutton"]');
    segments[target.part === 'start' ? 0 : segments.length / 2]?.focus();
  }, [field]);

  if (!field) {
    return (
      <DateRangeFace
        value={value}
        labels={{
          field: t('chart.candle.dateRange'),
          start: t('chart.candle.startDate'),
          end: t('chart.candle.endDate'),
          calendar: t('chart.candle.openCalendar'),
        }}
        timeZone={timeZone}
        onApproach={loadField}
        onUse={use}
      />
    );
  }
  const { DateRangeField, pickerStart } = field;
  return (
    <DateRangeField
      ref={root}
      value={value}
      onChange={onChange}
      minDate={pickerStart(timeZone)}
      maxDate={maxDate}
    />
  );
}
