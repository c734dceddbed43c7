import { type BaySensor, sensorShortName } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { CardLink } from '../../ui/CardLink';
import { SiteTime } from '../../ui/SiteTime';
import * as styles from './BaySensorTable.css';
import { baySensorTableTexts } from './texts';

/** A row's health: `ended` for a sensor taken off the bay, else as the cabinet lists judge it. */
export type SensorRowHealth = 'ok' | 'abnormal' | 'error' | 'ended';

export interface SensorNameCellProps {
  sensor: BaySensor;
  health: SensorRowHealth;
  bayLocation: string | undefined;
  href: string | undefined;
  onOpen: (() => void) | undefined;
}

/**
 * The first cell of a row, its header: the sensor's name (the link to its cabinet detail, whose touch target
 * is the whole row), its cabinet and loop, and why it is flagged (silent, never reported, disconnected).
 */
export function SensorNameCell({ sensor, health, bayLocation, href, onOpen }: SensorNameCellProps) {
  const { t } = useDamText(baySensorTableTexts);
  const loop = sensor.loop ?? '—';
  const fullName = sensor.name || t('loop.loopN', { loop });
  const name = bayLocation ? sensorShortName(fullName, bayLocation) : fullName;
  const where = t('bay.sensors.cabinetLoop', { cabinet: sensor.cabinetId || '—', loop });

  let note = null;
  if (health === 'ended') {
    note = (
      <span className={styles.note} data-health={health}>
        {t('bay.sensors.endedAt')} <SiteTime value={sensor.endAt} />
      </span>
    );
  } else if (health !== 'ok') {
    const text =
      sensor.reportedAt === null
        ? t('loop.health.neverReported')
        : health === 'abnormal'
          ? t('loop.health.noReportHalfHour')
          : t('loop.health.staleHour');
    note = (
      <span className={styles.note} data-health={health}>
        {text}
      </span>
    );
  }

  return (
    <th scope="row" className={styles.nameCell}>
      <span className={styles.name}>
        <CardLink
          href={href}
          onPress={href === undefined ? onOpen : undefined}
          aria-label={`${name} ${where}`}
        >
          {name}
        </CardLink>
      </span>
      <span className={styles.where}>{where}</span>
      {note}
    </th>
  );
}
