import { useId } from 'react';
import { type BaySensor, loopDataAbnormal, sensorHealth } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import * as styles from './BaySensorTable.css';
import type { CellValue, SensorColumn } from './columns';
import { SensorNameCell, type SensorRowHealth } from './SensorNameCell';
import { baySensorTableTexts } from './texts';

export interface SensorSectionProps {
  kind: 'thermometer' | 'loop';
  title: string;
  headingLevel: 2 | 3 | 4;
  sensors: readonly BaySensor[];
  columns: readonly SensorColumn[];
  now: number;
  bayLocation: string | undefined;
  hrefFor: ((sensor: BaySensor) => string | undefined) | undefined;
  onOpenSensor: ((sensor: BaySensor) => void) | undefined;
}

/** A row's health: taken off the bay, else silent for half an hour (loops) or an hour, or ok (part 1 §4). */
function rowHealth(sensor: BaySensor, now: number): SensorRowHealth {
  if (sensor.endAt !== null && sensor.endAt <= now) return 'ended';
  if (sensorHealth(sensor.reportedAt, now) === 'error') return 'error';
  if (sensor.kind === 'loop' && loopDataAbnormal(sensor.reportedAt, now)) return 'abnormal';
  return 'ok';
}

function Cell({ value, wrap }: { value: CellValue; wrap?: boolean }) {
  const { t } = useDamText(baySensorTableTexts);
  switch (value.kind) {
    case 'value':
      return (
        <td className={styles.cell} data-wrap={wrap || undefined}>
          {value.text}
        </td>
      );
    case 'missing':
      return (
        <td className={styles.cell} data-missing="true">
          {t('common.notCollected')}
        </td>
      );
    case 'unknown':
      return (
        <td className={styles.cell} data-state="unknown">
          {t('common.unknown')}
        </td>
      );
    case 'stopped':
      return (
        <td className={styles.cell} data-state="stopped">
          {t('loop.flowState.stopped')}
        </td>
      );
  }
}

/** The thermometers or the loops of a bay: a titled table, one row per sensor, units under the headers. */
export function SensorSection({
  kind,
  title,
  headingLevel,
  sensors,
  columns,
  now,
  bayLocation,
  hrefFor,
  onOpenSensor,
}: SensorSectionProps) {
  const { t } = useDamText(baySensorTableTexts);
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section className={styles.section} data-kind={kind}>
      <Heading id={headingId} className={styles.sectionTitle}>
        {title} <span className={styles.count}>{sensors.length}</span>
      </Heading>
      <div className={styles.frame}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" className={styles.headerCell}>
                {t('bay.sensors.name')}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={styles.headerCell}>
                  {column.header}
                  {column.unit ? <span className={styles.unit}>{column.unit}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sensors.map((sensor) => {
              const health = rowHealth(sensor, now);
              return (
                <tr
                  key={sensor.id || `${sensor.cabinetId}-${sensor.loop}`}
                  className={styles.row}
                  data-health={health}
                >
                  <SensorNameCell
                    sensor={sensor}
                    health={health}
                    bayLocation={bayLocation}
                    href={hrefFor?.(sensor)}
                    onOpen={onOpenSensor ? () => onOpenSensor(sensor) : undefined}
                  />
                  {columns.map((column) => (
                    <Cell key={column.key} value={column.cell(sensor)} wrap={column.wrap} />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
