import type { ReactNode } from 'react';
import {
  type FlowReading,
  type LoopRow,
  loopDataAbnormal,
  sensorHealth,
  type TempReading,
  type ValveOpening,
} from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { formatNumber, openingMessage } from './format';
import * as styles from './LoopList.css';
import { SensorList, type SensorListPublicProps } from './SensorList';
import { loopListTexts } from './texts';

/** One flow loop of a cabinet (declared once in the domain, `adaptLoopRow` makes it). */
export type { LoopRow };

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
export function LoopList(props: LoopListProps) {
  const { t } = useDamText(loopListTexts);
  return (
    <SensorList
      {...props}
      label={t('loop.list.loopsTitle')}
      searchLabel={t('loop.list.searchLoopsLabel')}
      emptyText={t('loop.list.emptyLoops')}
      healthOf={(row, now) => loopRowHealth(row.reportedAt, now)}
      staleNote={t('loop.health.noReportHalfHour')}
      renderFacts={(row) => (
        <>
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
            <OpeningValue opening={row.opening} />
          </Fact>
        </>
      )}
    />
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
  const { t, language } = useDamText(loopListTexts);
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
  const { t, language } = useDamText(loopListTexts);
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

/** The valve opening in %: fully open, fully closed, n %, or 'not collected' when nothing is known. */
export function OpeningValue({ opening: value }: { opening: ValveOpening | null }) {
  const { t } = useDamText(loopListTexts);
  if (value === null) {
    return (
      <dd className={styles.definition} data-missing="true">
        {t('common.notCollected')}
      </dd>
    );
  }
  const opening = openingMessage(value);
  return <dd className={styles.definition}>{t(opening.key, { value: opening.value })}</dd>;
}
