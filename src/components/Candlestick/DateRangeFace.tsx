import { buttonLook } from '../ui/Button/Button';
import { CalendarIcon } from '../ui/Calendar/CalendarIcon';
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
export function DateRangeFace({ value, label, language, timeZone }: DateRangeFaceProps) {
  // The picker's segments: forced leading zeros in the chart's locale, days in the site zone.
  const format = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  });
  const day = (ms: number) => (
    <div className={styles.input}>
      {format.formatToParts(ms).map((part, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one date, fixed in number and order
          key={i}
          className={styles.segment}
          data-type={part.type === 'literal' ? 'literal' : undefined}
        >
          {part.value}
        </span>
      ))}
    </div>
  );
  return (
    <div className={styles.field} aria-hidden="true" data-date-range-face="">
      <span className={styles.label}>{label}</span>
      <div className={styles.group}>
        {day(value.start)}
        <span className={styles.dash}>–</span>
        {day(value.end)}
        <span {...buttonLook({ variant: 'quiet', className: styles.calendarButton })}>
          <CalendarIcon size={20} className={styles.icon} />
        </span>
      </div>
    </div>
  );
}
