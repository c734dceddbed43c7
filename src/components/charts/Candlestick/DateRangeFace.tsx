import { siteDateParts } from '../../../domain/time';
import { ButtonFace } from '../../ui/Button/ButtonFace';
import { CalendarIcon } from '../../ui/Calendar/CalendarIcon';
import * as styles from './Candlestick.css';
import type { DayRange } from './DateRangeField';

export interface DateRangeFaceProps {
  /** The chosen days (not null: an empty field waits for the real one). */
  value: DayRange;
  /** Text of the field's label. */
  label: string;
  language: string;
  timeZone: string;
}

/**
 * The date range field's first frame: the same boxes, label, dates and calendar button as the react-aria
 * DateRangePicker that replaces it one frame later, with no behaviour and hidden from assistive technology.
 * The picker costs more on mount (its date segments, calendar and formatters) than cutting and drawing a
 * year of candles, and nobody can type a date within the frame it would have delayed.
 */
export function DateRangeFace({ value, label, timeZone }: DateRangeFaceProps) {
  // The picker's segments in the chart's locale (zh-CN 2026/03/07, en-GB 07/03/2026), days in the site zone;
  // written from the date's parts, not by Intl, whose first use would cost the frame more than the candles.
  const day = (ms: number) => {
    const p = siteDateParts(ms, timeZone);
    const [y, m, d] = [String(p.year), String(p.month).padStart(2, '0'), String(p.day).padStart(2, '0')];
    // Year-month-day in both languages, as the picker's fields (dateFieldLocale) and every date text write it.
    const parts = [y, '-', m, '-', d];
    return (
      <div className={styles.input}>
        {parts.map((part, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one date, fixed in number and order
            key={i}
            className={styles.segment}
            data-type={i % 2 ? 'literal' : undefined}
          >
            {part}
          </span>
        ))}
      </div>
    );
  };
  return (
    <div className={styles.field} aria-hidden="true" data-date-range-face="">
      <span className={styles.label}>{label}</span>
      <div className={styles.group}>
        {day(value.start)}
        <span className={styles.dash}>–</span>
        {day(value.end)}
        <ButtonFace variant="quiet" className={styles.calendarButton}>
          <CalendarIcon size={20} className={styles.icon} />
        </ButtonFace>
      </div>
    </div>
  );
}
