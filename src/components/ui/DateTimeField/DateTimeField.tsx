import { fromAbsolute, type ZonedDateTime } from '@internationalized/date';
import { forwardRef, type ReactNode, useMemo } from 'react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';
import { dateFieldLocale } from '../../../domain/time';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../Button';
import { CalendarHeader, CalendarIcon } from '../Calendar';
import { useThemedPortalContainer } from '../portal';
import { joinClassNames, type StyleProps } from '../props';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './DateTimeField.css';
import { fieldSegment } from './fieldSegment';
import { dateTimeFieldTexts } from './texts';

export interface DateTimeFieldProps extends StyleProps {
  /** Visible label (also the name of the calendar popover). */
  label: ReactNode;
  /** The chosen instant, epoch ms; null when the field is empty or only partly typed. */
  value: number | null;
  /** Called with the new instant (epoch ms, whole minutes) or null when a part is cleared. */
  onChange: (value: number | null) => void;
  /** Earliest instant that can be chosen, epoch ms (calendar days before it are disabled). */
  minValue?: number | undefined;
  /** Latest instant that can be chosen, epoch ms (for example now). */
  maxValue?: number | undefined;
  /** IANA zone the date and time are read and written in; defaults to the provider's site zone. */
  timeZone?: string | undefined;
  /**
   * An error to show under the field; the field is invalid while it is set.
   * @selector [data-invalid]
   */
  errorMessage?: ReactNode | undefined;
  /** Marks the field invalid without a message of its own (the message is shown elsewhere). */
  isInvalid?: boolean | undefined;
  isRequired?: boolean | undefined;
  /** @selector [data-disabled] */
  isDisabled?: boolean | undefined;
  /** Accessible name when the visible label is not enough. */
  'aria-label'?: string | undefined;
}

/**
 * A date and time to the minute, in the site's time zone whatever the phone's zone: typed segment by segment
 * (24-hour clock) or picked on a calendar in a popover (react-aria DatePicker). Controlled by epoch
 * milliseconds. The box and the calendar button are one touch target tall; calendar days are 44 px.
 * @selector [data-invalid] [data-disabled]
 */
export const DateTimeField = /* @__PURE__ */ forwardRef<HTMLDivElement, DateTimeFieldProps>(
  function DateTimeField(
    {
      label,
      value,
      onChange,
      minValue,
      maxValue,
      timeZone: zone,
      errorMessage,
      isInvalid,
      isRequired,
      isDisabled,
      className,
      style,
      'aria-label': ariaLabel,
    },
    ref,
  ) {
    const { t, language, timeZone: siteZone } = useDamText(dateTimeFieldTexts);
    const timeZone = zone ?? siteZone;
    // The calendar opens inside the DamProvider root, where the theme's properties are defined.
    const { anchorRef, container } = useThemedPortalContainer();
    const zoned = useMemo(() => (value === null ? null : atMinute(value, timeZone)), [value, timeZone]);
    const min = useMemo(
      () => (minValue === undefined ? undefined : atMinute(minValue, timeZone)),
      [minValue, timeZone],
    );
    // The last allowed minute includes the instant itself (now at 10:05:30 still allows 10:05).
    const max = useMemo(
      () => (maxValue === undefined ? undefined : atMinute(maxValue, timeZone)),
      [maxValue, timeZone],
    );
    const invalid = Boolean(isInvalid || errorMessage);

    return (
      <I18nProvider locale={dateFieldLocale(language)}>
        <span ref={anchorRef} hidden />
        <DatePicker<ZonedDateTime>
          ref={ref}
          className={joinClassNames(styles.field, className)}
          style={style}
          value={zoned}
          onChange={(next) => onChange(next ? next.toDate().getTime() : null)}
          minValue={min}
          maxValue={max}
          granularity="minute"
          hourCycle={24}
          hideTimeZone
          shouldForceLeadingZeros
          isRequired={isRequired}
          isDisabled={isDisabled}
          isInvalid={invalid || undefined}
          validationBehavior="aria"
          aria-label={ariaLabel}
        >
          <Label className={fieldStyles.label}>
            {label}
            {isRequired ? (
              <span className={fieldStyles.requiredMark} aria-hidden="true">
                *
              </span>
            ) : null}
          </Label>
          <Group className={styles.group}>
            <DateInput className={styles.input}>
              {(segment) => <DateSegment segment={fieldSegment(segment)} className={styles.segment} />}
            </DateInput>
            <Button
              variant="icon"
              className={styles.calendarButton}
              aria-label={t('field.dateTime.openCalendar')}
            >
              <CalendarIcon size={22} className={styles.icon} />
            </Button>
          </Group>
          <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
          <Popover className={styles.popover} placement="bottom end" UNSTABLE_portalContainer={container}>
            <Dialog
              className={styles.dialog}
              aria-label={typeof label === 'string' ? label : t('field.dateTime.calendar')}
            >
              <Calendar className={styles.calendar}>
                <CalendarHeader
                  className={styles.calendarHeader}
                  headingClassName={styles.heading}
                  previousLabel={t('field.dateTime.previousMonth')}
                  nextLabel={t('field.dateTime.nextMonth')}
                />
                <CalendarGrid className={styles.grid}>
                  <CalendarGridHeader>
                    {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
                  </CalendarGridHeader>
                  <CalendarGridBody>
                    {(date) => <CalendarCell date={date} className={styles.cell} />}
                  </CalendarGridBody>
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </DatePicker>
      </I18nProvider>
    );
  },
);

/** An instant as a zoned date-time cut to the minute (the field's granularity). */
function atMinute(ms: number, timeZone: string): ZonedDateTime {
  return fromAbsolute(ms, timeZone).set({ second: 0, millisecond: 0 });
}
