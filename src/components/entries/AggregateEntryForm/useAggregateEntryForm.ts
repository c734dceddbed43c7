import { type AggregateStage, type EntryOutcome, toNumber, validateAggregateEntry } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { entryAnswer } from '../../ui/refusalText';
import { useFailureText } from '../../ui/useFailureText';
import { useSendForm } from '../../ui/useSendForm';
import { aggregateEntryFormTexts } from './texts';

/** An aggregate temperature as the form sends it: category, stage, °C, epoch ms. */
export interface AggregateEntry {
  /** The category chosen (aggregateType's id). */
  typeId: number;
  stage: AggregateStage;
  tempC: number;
  /** When it was measured, epoch ms (not later than now). */
  at: number;
}

/** What the form asks the data layer to write: the entry and its request id (the same on a retry). */
export type AggregateEntryRequest = AggregateEntry & { requestId: string };

/** The form's values: the temperature as typed, the category and stage chosen, the time. */
interface AggregateEntryValues {
  temperature: string;
  typeId: string | null;
  stage: AggregateStage;
  timeMs: number | null;
}

interface Options {
  onSubmit: (request: AggregateEntryRequest) => Promise<EntryOutcome>;
  /** The present, epoch ms, when the caller fixes it; the clock otherwise. */
  now: number | undefined;
  canOperate: boolean;
  defaultStage: AggregateStage;
  onEntered?: (entry: AggregateEntry, outcome: EntryOutcome) => void;
}

/**
 * The entry form's state (`useSendForm`): what is typed and chosen, the domain's rules checked on submit
 * (each problem under its field, nothing sent), one send at a time (a double tap sends once, a retry of the
 * same entry keeps its request id), and the seed's answer. After a success (or an entry kept on the device)
 * the temperature clears and the time returns to now; category and stage stay for the next reading.
 */
export function useAggregateEntryForm({ onSubmit, now, canOperate, defaultStage, onEntered }: Options) {
  const { t, timeZone } = useDamText(aggregateEntryFormTexts);
  const failureText = useFailureText(aggregateEntryFormTexts);
  const clock = () => now ?? Date.now();
  const form = useSendForm({
    t,
    initial: (): AggregateEntryValues => ({
      temperature: '',
      typeId: null,
      stage: defaultStage,
      timeMs: clock(),
    }),
    issueFields: { timeMs: ['time'] },
    validate: ({ temperature, typeId, timeMs }) =>
      validateAggregateEntry({ temperature, typeId, timeMs, nowMs: clock(), timeZone }),
    refusal: canOperate ? null : t('aggregate.form.noPermission'),
    command: ({ temperature, typeId, stage, timeMs }): AggregateEntry => ({
      typeId: Number(typeId),
      stage,
      tempC: toNumber(temperature) as number,
      at: timeMs as number,
    }),
    send: (entry: AggregateEntry, requestId) => onSubmit({ ...entry, requestId }),
    isSuccess: (outcome) => outcome.ok,
    answers: (sent) =>
      entryAnswer(sent, t, {
        success: t('aggregate.form.success'),
        queued: t('aggregate.form.queued'),
        noPermission: t('aggregate.form.noPermission'),
        failure: t('aggregate.form.failure'),
        failureText,
      }),
    resetAfterSuccess: () => ({ temperature: '', timeMs: clock() }),
    onSucceeded: (entry, _text, outcome) => onEntered?.(entry, outcome),
  });
  const { values } = form;

  return {
    temperature: values.temperature,
    setTemperature: (value: string) => form.set('temperature', value),
    typeId: values.typeId,
    setTypeId: (value: string) => form.set('typeId', value),
    stage: values.stage,
    setStage: (value: AggregateStage) => form.set('stage', value),
    timeMs: values.timeMs,
    setTimeMs: (value: number | null) => form.set('timeMs', value),
    /** The latest time the picker offers: now. */
    maxTimeMs: clock(),
    errorOf: form.error,
    formProps: form.formProps,
    status: form.status,
  };
}

export type AggregateEntryFormState = ReturnType<typeof useAggregateEntryForm>;
