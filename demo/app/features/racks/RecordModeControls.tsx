import { Segment, SegmentedControl, UnitField, useDamTranslation } from 'damtherm';
import { VALIDATION_KEYS } from 'damtherm/domain';
import type { DataMode, RecordModeAddress, TimeMode } from './recordMode';
import * as styles from './screens.css';

export interface RecordModeControlsProps {
  mode: RecordModeAddress;
  /** The hour count as typed (kept by the screen while the address follows). */
  hours: string;
  onDataChange: (data: DataMode) => void;
  /** A time mode picked here (never `dates`: that comes from the chart's date pickers). */
  onTimeChange: (time: Exclude<TimeMode, 'dates'>) => void;
  onHoursChange: (hours: string) => void;
  /** Whether the typed hour count is not a whole number above 0. */
  hoursInvalid: boolean;
}

/**
 * The record modes of a loop or thermometer detail (part 1 §4): the chart's data mode (hourly averages or
 * every reading) and its time mode (the latest records, the last hour, or the last N hours — default 2,
 * 'please enter the hour' when empty), and a line saying what the chart shows. Two segmented choices side by
 * side on a desktop, one under the other on a phone.
 */
export function RecordModeControls({
  mode,
  hours,
  onDataChange,
  onTimeChange,
  onHoursChange,
  hoursInvalid,
}: RecordModeControlsProps) {
  const { t } = useDamTranslation();
  const shows =
    mode.time === 'dates'
      ? t('loop.detail.record.showsDays')
      : mode.time === 'real'
        ? t('loop.detail.record.showsLatest')
        : mode.time === '1hour'
          ? t('loop.detail.record.showsLastHour')
          : t('loop.detail.record.showsHours', { hours: hoursInvalid ? '…' : hours });
  return (
    <div className={styles.recordModes} data-record-modes="">
      <SegmentedControl label={t('loop.detail.record.dataMode')} value={mode.data} onChange={onDataChange}>
        <Segment value="average">{t('loop.detail.record.average')}</Segment>
        <Segment value="real">{t('loop.detail.record.real')}</Segment>
      </SegmentedControl>
      <div className={styles.timeMode}>
        <SegmentedControl
          label={t('loop.detail.record.timeMode')}
          value={mode.time === 'dates' ? null : mode.time}
          onChange={onTimeChange}
        >
          <Segment value="real">{t('loop.detail.record.latest')}</Segment>
          <Segment value="1hour">{t('loop.detail.record.lastHour')}</Segment>
          <Segment value="define">{t('loop.detail.record.define')}</Segment>
        </SegmentedControl>
        {mode.time === 'define' ? (
          <UnitField
            className={styles.hours}
            label={t('loop.detail.record.hours')}
            unit={t('loop.detail.record.hoursUnit')}
            inputMode="numeric"
            value={hours}
            // Whole hours only: anything but digits is dropped as it is typed.
            onChange={(text) => onHoursChange(text.replace(/\D/g, '').slice(0, 4))}
            errorMessage={hoursInvalid ? t(VALIDATION_KEYS.tempDetail.enterHour) : undefined}
          />
        ) : null}
      </div>
      <p className={styles.recordShows} role="status">
        {shows}
        {mode.data === 'average' ? t('loop.detail.record.averaged') : ''}
      </p>
    </div>
  );
}
