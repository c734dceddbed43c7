import { forwardRef } from 'react';
import {
  type FlowReading,
  type LoopRow,
  loopDataAbnormal,
  sensorHealth,
  type TempReading,
  type ValveOpening,
} from '../../../domain';
import { formatNumber } from '../../../domain/number';
import { useDamText } from '../../../i18n/useDamText';
import { Fact } from '../../ui/Facts';
import { openingMessage } from './format';
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
export const LoopList = /* @__PURE__ */ forwardRef<HTMLDivElement, LoopListProps>(
  function LoopList(props, ref) {
    const { t } = useDamText(loopListTexts);
    return (
      <SensorList
        {...props}
        ref={ref}
        label={t('loop.list.loopsTitle')}
        searchLabel={t('loop.list.searchLoopsLabel')}
        emptyText={t('loop.list.emptyLoops')}
        healthOf={(row, now) => loopRowHealth(row.reportedAt, now)}
        staleNote={t('loop.health.noReportHalfHour')}
        renderFacts={(row) => (
          <>
            <FlowFact term={t('loop.field.flow')} flow={row.flow} />
            <TempFact term={t('loop.field.inTemp')} reading={row.inTemp} />
            <TempFact term={t('loop.field.outTemp')} reading={row.outTemp} />
            <OpeningFact term={t('loop.field.opening')} opening={row.opening} />
          </>
        )}
      />
    );
  },
);

/** A temperature in °C, 'not collected' (raw 0) or unknown. */
export function TempFact({ term, reading }: { term: string; reading: TempReading }) {
  const { t, language } = useDamText(loopListTexts);
  if (reading.kind === 'notCollected') {
    return (
      <Fact term={term} missing>
        {t('common.notCollected')}
      </Fact>
    );
  }
  if (reading.kind === 'unknown') {
    return (
      <Fact term={term} state="unknown">
        {t('common.unknown')}
      </Fact>
    );
  }
  return (
    <Fact term={term}>
      {t('loop.unit.celsius', { value: formatNumber(reading.celsius, language, 2, 1) })}
    </Fact>
  );
}

/** A flow in L/min, unknown or water stopped. */
function FlowFact({ term, flow }: { term: string; flow: FlowReading }) {
  const { t, language } = useDamText(loopListTexts);
  if (flow.kind !== 'value') {
    return (
      <Fact term={term} state={flow.kind}>
        {t(`loop.flowState.${flow.kind}`)}
      </Fact>
    );
  }
  return <Fact term={term}>{t('loop.unit.flow', { value: formatNumber(flow.lpm, language, 2, 2) })}</Fact>;
}

/** The valve opening in %: fully open, fully closed, n %, or 'not collected' when nothing is known. */
function OpeningFact({ term, opening: value }: { term: string; opening: ValveOpening | null }) {
  const { t } = useDamText(loopListTexts);
  if (value === null) {
    return (
      <Fact term={term} missing>
        {t('common.notCollected')}
      </Fact>
    );
  }
  const opening = openingMessage(value);
  return <Fact term={term}>{t(opening.key, { value: opening.value })}</Fact>;
}
