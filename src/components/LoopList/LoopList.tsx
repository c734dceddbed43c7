import type { ReactNode } from 'react';
import {
  type FlowReading,
  loopDataAbnormal,
  sensorHealth,
  type TempReading,
  valveOpening,
} from '../../domain';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { flowValueLpm, formatNumber, openingMessage } from './format';
import * as styles from './LoopList.css';
import { SensorList, type SensorListPublicProps } from './SensorList';
import { SensorRow } from './SensorRow';

/** One flow loop of a cabinet, as domain values (part 1 §3 'Loop or thermometer row'). */
export interface LoopRow {
  /** Loop number in the cabinet, 1–72. */
  loop: number;
  /** Name of the loop (bay and pipe), when the cabinet has one. */
  name?: string;
  /** Last report (when_add), epoch ms; null when the loop never reported. */
  reportedAt: number | null;
  /** Flow (value): L/min, unknown (raw -1) or water stopped (raw -2) — `flowReading(raw)`. */
  flow: FlowReading;
  /** Inlet water temperature (c_in_temp) — `tempReading(raw)`. */
  inTemp: TempReading;
  /** Outlet water temperature (c_out_temp) — `tempReading(raw)`. */
  outTemp: TempReading;
  /** The cabinet's raw valve reading (kaidu); the opening shown is `valveOpening(kaidu, flow)`. */
  kaidu: number | null;
}

/** Health of a loop row: error (missing or older than 1 h), abnormal (older than half an hour), or ok. */
export type LoopHealth = 'ok' | 'abnormal' | 'error';

export function loopRowHealth(reportedAt: number | null, now: number): LoopHealth {
  if (sensorHealth(reportedAt, now) === 'error') return 'error';
  if (loopDataAbnormal(reportedAt, now)) return 'abnormal';
  return 'ok';
}

export type LoopListProps = SensorListPublicProps<LoopRow>;

/**
 * The flow loops of one cabinet (part 1 §2 `/tab/racksId/{id}/loops`): search on loop name, a dialog to type
 * a loop number by hand, and for each loop its flow, inlet and outlet temperature, valve opening and last
 * report; rows whose data is older than half an hour, or an hour, are flagged.
 */
export function LoopList({
  rows,
  loading = false,
  error,
  onRetry,
  now = Date.now(),
  hrefFor,
  onOpenLoop,
  maxLoop,
}: LoopListProps) {
  const { t } = useDamTranslation();
  return (
    <SensorList
      rows={rows}
      loading={loading}
      error={error}
      onRetry={onRetry}
      onOpenLoop={onOpenLoop}
      maxLoop={maxLoop}
      label={t('loop.list.loopsTitle')}
      searchLabel={t('loop.list.searchLoopsLabel')}
      emptyText={t('loop.list.emptyLoops')}
      countErrors={(all) => all.filter((row) => loopRowHealth(row.reportedAt, now) !== 'ok').length}
      renderRow={(row) => (
        <LoopListRow row={row} now={now} href={hrefFor?.(row.loop)} onOpenLoop={onOpenLoop} />
      )}
    />
  );
}

interface LoopListRowProps {
  row: LoopRow;
  now: number;
  href: string | undefined;
  onOpenLoop: ((loop: number) => void) | undefined;
}

function LoopListRow({ row, now, href, onOpenLoop }: LoopListRowProps) {
  const { t } = useDamTranslation();
  return (
    <SensorRow
      loop={row.loop}
      name={row.name}
      reportedAt={row.reportedAt}
      health={loopRowHealth(row.reportedAt, now)}
      staleNote={t('loop.health.noReportHalfHour')}
      href={href}
      onOpenLoop={onOpenLoop}
    >
      <Fact term={t('loop.field.flow')}>
        <FlowValue flow={row.flow} />
      </Fact>
      <Fact term={t('loop.field.inTemp')}>
        <TempValue reading={row.inTemp} />
      </Fact>
      <Fact term={t('loop.field.outTemp')}>
        <TempValue reading={row.outTemp} />
      </Fact>
      <Fact term={t('loop.field.opening')}>
        <OpeningValue kaidu={row.kaidu} flow={row.flow} />
      </Fact>
    </SensorRow>
  );
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      {children}
    </div>
  );
}

/** A temperature in °C, 'not collected' (raw 0) or unknown. */
export function TempValue({ reading }: { reading: TempReading }) {
  const { t, language } = useDamTranslation();
  if (reading.kind === 'notCollected') {
    return (
      <dd className={styles.definition} data-missing="true">
        {t('common.notCollected')}
      </dd>
    );
  }
  if (reading.kind === 'unknown') {
    return (
      <dd className={styles.definition} data-state="unknown">
        {t('common.unknown')}
      </dd>
    );
  }
  return (
    <dd className={styles.definition}>
      {t('loop.unit.celsius', { value: formatNumber(reading.celsius, language, 2, 1) })}
    </dd>
  );
}

/** A flow in L/min, unknown or water stopped. */
export function FlowValue({ flow }: { flow: FlowReading }) {
  const { t, language } = useDamTranslation();
  if (flow.kind !== 'value') {
    return (
      <dd className={styles.definition} data-state={flow.kind}>
        {t(`loop.flowState.${flow.kind}`)}
      </dd>
    );
  }
  return (
    <dd className={styles.definition}>
      {t('loop.unit.flow', { value: formatNumber(flow.lpm, language, 2, 2) })}
    </dd>
  );
}

/** The valve opening derived from kaidu and flow by the seed's rule (`valveOpening`). */
export function OpeningValue({ kaidu, flow }: { kaidu: number | null; flow: FlowReading }) {
  const { t } = useDamTranslation();
  if (kaidu === null && flow.kind === 'unknown') {
    return (
      <dd className={styles.definition} data-missing="true">
        {t('common.notCollected')}
      </dd>
    );
  }
  const opening = openingMessage(valveOpening(kaidu, flowValueLpm(flow)));
  return <dd className={styles.definition}>{t(opening.key, { value: opening.value })}</dd>;
}
