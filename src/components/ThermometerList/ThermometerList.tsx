import type { ReactNode } from 'react';
import { sensorHealth, type TempReading } from '../../domain';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { Fact, TempValue } from '../LoopList/LoopList';
import { SensorList } from '../LoopList/SensorList';
import { SensorRow } from '../LoopList/SensorRow';

/** One thermometer of a cabinet, as domain values (part 1 §3 'Loop or thermometer row'). */
export interface ThermometerRow {
  /** Thermometer (loop) number in the cabinet. */
  loop: number;
  /** Name of the thermometer (bay and position), when it has one. */
  name?: string;
  /** Last report (when_add), epoch ms; null when it never reported. */
  reportedAt: number | null;
  /** Last temperature (value) — `tempReading(raw)`: °C, not collected (raw 0) or unknown. */
  temp: TempReading;
}

export interface ThermometerListProps {
  /** The thermometers of the cabinet; undefined while loading. */
  rows: readonly ThermometerRow[] | undefined;
  /** Shows the loading state even when rows are present. */
  loading?: boolean;
  /** An error: true for the default text, or the text to show (the server's message). */
  error?: ReactNode | boolean;
  /** Offered as a retry button in the error state. */
  onRetry?: () => void;
  /** "Now" for the staleness check, epoch ms; defaults to the clock. */
  now?: number;
  /** Link of a thermometer's detail page (the demo uses `/tab/racksId/{id}/temps/{loop}`). */
  hrefFor?: (loop: number) => string;
  /** Called with the number typed in the manual dialog, and when a row is pressed if there is no hrefFor. */
  onOpenLoop?: (loop: number) => void;
  /** Highest number the manual dialog accepts (72). */
  maxLoop?: number;
}

/**
 * The thermometers of one cabinet (part 1 §2 `/tab/racksId/{id}/temps`): search on name, the manual
 * number dialog, and for each thermometer its temperature and last report; a thermometer whose last
 * report is missing or older than an hour is flagged as an error.
 */
export function ThermometerList({
  rows,
  loading = false,
  error,
  onRetry,
  now = Date.now(),
  hrefFor,
  onOpenLoop,
  maxLoop,
}: ThermometerListProps) {
  const { t } = useDamTranslation();
  return (
    <SensorList
      rows={rows}
      loading={loading}
      error={error}
      onRetry={onRetry}
      onOpenLoop={onOpenLoop}
      maxLoop={maxLoop}
      label={t('loop.list.thermometersTitle')}
      searchLabel={t('loop.list.searchThermometersLabel')}
      emptyText={t('loop.list.emptyThermometers')}
      countErrors={(all) => all.filter((row) => sensorHealth(row.reportedAt, now) === 'error').length}
      renderRow={(row) => (
        <ThermometerListRow row={row} now={now} href={hrefFor?.(row.loop)} onOpenLoop={onOpenLoop} />
      )}
    />
  );
}

interface RowProps {
  row: ThermometerRow;
  now: number;
  href: string | undefined;
  onOpenLoop: ((loop: number) => void) | undefined;
}

function ThermometerListRow({ row, now, href, onOpenLoop }: RowProps) {
  const { t } = useDamTranslation();
  return (
    <SensorRow
      loop={row.loop}
      name={row.name}
      reportedAt={row.reportedAt}
      health={sensorHealth(row.reportedAt, now)}
      staleNote={t('loop.health.staleHour')}
      href={href}
      onOpenLoop={onOpenLoop}
    >
      <Fact term={t('loop.field.temp')}>
        <TempValue reading={row.temp} />
      </Fact>
    </SensorRow>
  );
}
