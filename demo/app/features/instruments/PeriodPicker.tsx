import { DateRangeField, type DayRange, Segment, SegmentedControl, useDamTranslation } from 'damtherm';
import { firstDataDayMs } from 'damtherm/domain';
import type { PeriodChoice, RecentPeriod } from './period';
import * as styles from './screens.css';

export interface PeriodPickerProps {
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
  /** "Now" of the screen, epoch ms: the last day the dates offer. */
  now: number;
}

/**
 * The period of a gradient or pressure chart: the last 24 hours, 3 days or 7 days up to now, or dates chosen
 * from 2020 up to today. Choosing dates leaves the three choices unselected, and a choice clears the dates.
 */
export function PeriodPicker({ value, onChange, now }: PeriodPickerProps) {
  const { t, timeZone } = useDamTranslation();
  return (
    <div className={styles.controls}>
      <SegmentedControl<RecentPeriod>
        className={styles.periods}
        label={t('instruments.window.label')}
        value={value.period === 'range' ? null : value.period}
        onChange={(period) => onChange({ period, range: null })}
      >
        <Segment value="day1">{t('instruments.window.day1')}</Segment>
        <Segment value="day3">{t('instruments.window.day3')}</Segment>
        <Segment value="day7">{t('instruments.window.day7')}</Segment>
      </SegmentedControl>
      <DateRangeField
        value={value.period === 'range' ? value.range : null}
        onChange={(range: DayRange) => onChange({ period: 'range', range })}
        minDate={firstDataDayMs(timeZone)}
        maxDate={now}
      />
    </div>
  );
}
