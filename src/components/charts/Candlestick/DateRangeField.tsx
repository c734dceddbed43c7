import { CalendarDate, fromAbsolute, toCalendarDate, today } from '@internationalized/date';
import { forwardRef, useMemo } from 'react';
import {
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { dateFieldLocale } from '../../../domain/time';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { CalendarHeader, CalendarIcon } from '../../ui/Calendar';
import { fieldSegment } from '../../ui/DateTimeField/fieldSegment';
import { useThemedPortalContainer } from '../../ui/portal';
import { joinClassNames, type StyleProps } from '../../ui/props';
import * as styles from './Candlestick.css';
import { candlestickTexts } from './texts';

/** A closed range of whole site days, epoch ms: `start` at 00:00, `end` at 23:59:59.999 in the site zone. */
export interface DayRange {
  start: number;
  end: number;
}

export interface DateRangeFieldProps extends StyleProps {
  /** The chosen days, or null when none is chosen. */
  value: DayRange | null;
  /** Called with whole days in the site zone. */
  onChange: (range: DayRange) => void;
  /** First selectable day (the candlestick's picker starts 2020-01-01, part 1 §5). */
  minDate: number;
  /** Last selectable day (now). */
  maxDate: number;
}

function toDay(ms: number, timeZone: string): CalendarDate {
  return toCalendarDate(fromAbsolute(ms, timeZone));
}

/**
 * Start and end date of the loop/thermometer detail chart: a react-aria DateRangePicker limited to
 * 2020-01-01 … today in the site zone, typed or picked on a calendar, in the chart's language. Days are read
 * and written in the site's time zone.
 */
export const DateRangeField = /* @__PURE__ */ forwardRef<HTMLDivElement, DateRangeFieldProps>(
  function DateRangeField({ value, onChange, minDate, maxDate, className, style }, ref) {
    const { t, language, timeZone } = useDamText(candlestickTexts);
    // The calendar opens inside the DamProvider root, where the theme's properties are defined.
    const { anchorRef, container } = useThemedPortalContainer();
    const picker = useMemo(
      () => (value ? { start: toDay(value.start, timeZone), end: toDay(value.end, timeZone) } : null),
      [value, timeZone],
    );
    const min = useMemo(() => toDay(minDate, timeZone), [minDate, timeZone]);
    const max = useMemo(() => {
      const last = toDay(maxDate, timeZone);
      const now = today(timeZone);
      return last.compare(now) > 0 ? now : last;
    }, [maxDate, timeZone]);

    return (
      <I18nProvider locale={dateFieldLocale(language)}>
        <DateRangePicker
          ref={ref}
          className={joinClassNames(styles.field, className)}
          style={style}
          value={picker}
          minValue={min}
          maxValue={max}
          shouldForceLeadingZeros
          validationBehavior="aria"
          onChange={(next) => {
            if (!next) return;
            onChange({
              start: next.start.toDate(timeZone).getTime(),
              end: next.end.add({ days: 1 }).toDate(timeZone).getTime() - 1,
            });
          }}
          validate={(range) => {
            if (!range?.start || !range.end) return t('chart.candle.checkDate');
            if (range.start.compare(range.end) > 0) return t('chart.candle.checkDate2');
            return null;
          }}
        >
          <span ref={anchorRef} hidden />
          <Label className={styles.label}>{t('chart.candle.dateRange')}</Label>
          <Group className={styles.group}>
            <DateInput slot="start" className={styles.input} aria-label={t('chart.candle.startDate')}>
              {(segment) => <DateSegment segment={fieldSegment(segment)} className={styles.segment} />}
            </DateInput>
            <span aria-hidden="true" className={styles.dash}>
              –
            </span>
            <DateInput slot="end" className={styles.input} aria-label={t('chart.candle.endDate')}>
              {(segment) => <DateSegment segment={fieldSegment(segment)} className={styles.segment} />}
            </DateInput>
            <Button
              variant="quiet"
              className={styles.calendarButton}
              aria-label={t('chart.candle.openCalendar')}
            >
              <CalendarIcon size={20} className={styles.icon} />
            </Button>
          </Group>
          <FieldError className={styles.error} />
          <Popover className={styles.popover} placement="bottom end" UNSTABLE_portalContainer={container}>
            <Dialog className={styles.dialog} aria-label={t('chart.candle.dateRange')}>
              <RangeCalendar className={styles.calendar}>
                <CalendarHeader
                  className={styles.calendarHeader}
                  headingClassName={styles.heading}
                  previousLabel={t('chart.candle.previousMonth')}
                  nextLabel={t('chart.candle.nextMonth')}
                />
                <CalendarGrid className={styles.grid}>
                  {(date) => <CalendarCell date={date} className={styles.cell} />}
                </CalendarGrid>
              </RangeCalendar>
            </Dialog>
          </Popover>
        </DateRangePicker>
      </I18nProvider>
    );
  },
);

/** 2020-01-01 00:00 in the site zone: the candlestick picker's first day (part 1 §5). */
export function pickerStart(timeZone: string): number {
  return new CalendarDate(2020, 1, 1).toDate(timeZone).getTime();
}
