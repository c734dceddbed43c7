import { useRef } from 'react';
import { siteDateParts } from '../../../domain/time';
import { PlainButton } from '../../ui/Button/PlainButton';
import { CalendarIcon } from '../../ui/Calendar/CalendarIcon';
import * as styles from './Candlestick.css';
import type { DayRange } from './DateRangeField';

/** A part of the field a user reached before the picker was there: what to focus or open once it is. */
export type DateRangePart = 'start' | 'end' | 'calendar';

export interface DateRangeFaceProps {
  /** The chosen days; null: empty boxes. */
  value: DayRange | null;
  labels: { field: string; start: string; end: string; calendar: string };
  timeZone: string;
  /** A pointer came over the field: time to start loading the picker. */
  onApproach: () => void;
  /** A part tabbed to, or clicked (`pressed`): the picker takes over where the user is. */
  onUse: (part: DateRangePart, pressed: boolean) => void;
}

/**
 * The date range field until its first use: the same boxes, label, dates and calendar button as the react-aria
 * DateRangePicker that replaces it once the user tabs to it or clicks it (the picker is loaded then, or when a
 * pointer comes over the field: its date segments, calendar and formatters weigh three times the chart).
 * Native buttons, so it can be reached and read out: the dates, then the calendar button. The picker then
 * focuses, or opens, what was used.
 */
export function DateRangeFace({ value, labels, timeZone, onApproach, onUse }: DateRangeFaceProps) {
  // A pointer's press focuses a part before its click: the click, not the focus, is the use (the picker
  // must not replace the part between the press and the click, which would then reach neither).
  const pointing = useRef(false);
  const partProps = (part: DateRangePart) => ({
    'data-part': part,
    onFocus: () => {
      if (!pointing.current) onUse(part, false);
    },
    onClick: () => onUse(part, true),
  });
  // Written from the date's parts, not by Intl, whose first use costs a fresh page more than the candles.
  // Year-month-day in both languages, as the picker's fields (dateFieldLocale) and every date text write it.
  const day = (ms: number | undefined, part: 'start' | 'end') => {
    const p = ms === undefined ? null : siteDateParts(ms, timeZone);
    const parts = p
      ? [String(p.year), String(p.month).padStart(2, '0'), String(p.day).padStart(2, '0')]
      : ['yyyy', 'mm', 'dd'];
    return (
      <button
        type="button"
        className={styles.faceInput}
        aria-label={p ? `${labels[part]} ${parts.join('-')}` : labels[part]}
        {...partProps(part)}
      >
        {[parts[0], '-', parts[1], '-', parts[2]].map((text, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one date, fixed in number and order
            key={i}
            className={styles.segment}
            data-type={i % 2 ? 'literal' : undefined}
            data-placeholder={p ? undefined : ''}
          >
            {text}
          </span>
        ))}
      </button>
    );
  };
  return (
    <div
      className={styles.field}
      data-date-range-face=""
      onPointerEnter={onApproach}
      onPointerDown={() => {
        pointing.current = true;
        onApproach();
      }}
    >
      <span className={styles.label} aria-hidden="true">
        {labels.field}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: the picker's own group, which a fieldset's legend would not look like */}
      <div className={styles.group} role="group" aria-label={labels.field}>
        {day(value?.start, 'start')}
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        {day(value?.end, 'end')}
        <PlainButton
          variant="quiet"
          className={styles.calendarButton}
          aria-label={labels.calendar}
          {...partProps('calendar')}
        >
          <CalendarIcon size={20} className={styles.icon} />
        </PlainButton>
      </div>
    </div>
  );
}
