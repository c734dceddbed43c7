import { useState } from 'react';
import {
  type AggregateStage,
  type EntryOutcome,
  issueFor,
  toNumber,
  type ValidationIssue,
  validateAggregateEntry,
} from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { refusalText } from '../../ui/refusalText';
import type { SendFormMessage } from '../../ui/SendForm';
import { useSendOnce } from '../../ui/useSendOnce';
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

/** The fields a problem can point at. */
type Field = 'temperature' | 'typeId' | 'time';

interface Options {
  onSubmit: (request: AggregateEntryRequest) => Promise<EntryOutcome>;
  /** The present, epoch ms, when the caller fixes it; the clock otherwise. */
  now: number | undefined;
  canOperate: boolean;
  defaultStage: AggregateStage;
  onEntered?: (entry: AggregateEntry, outcome: EntryOutcome) => void;
}

/**
 * The entry form's state: what is typed and chosen, the domain's rules checked on submit (each problem
 * under its field, nothing sent), one send at a time (`useSendOnce`: a double tap sends once, a retry of the
 * same entry keeps its request id), and the seed's answer. After a success (or an entry kept on the device)
 * the temperature clears and the time returns to now; category and stage stay for the next reading.
 */
export function useAggregateEntryForm({ onSubmit, now, canOperate, defaultStage, onEntered }: Options) {
  const { t, timeZone } = useDamText(aggregateEntryFormTexts);
  const clock = () => now ?? Date.now();
  const [temperature, setTemperature] = useState('');
  const [typeId, setTypeId] = useState<string | null>(null);
  const [stage, setStage] = useState<AggregateStage>(defaultStage);
  const [timeMs, setTimeMs] = useState<number | null>(clock);
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [message, setMessage] = useState<SendFormMessage | null>(null);
  const once = useSendOnce<AggregateEntry, EntryOutcome>({
    send: (entry, requestId) => onSubmit({ ...entry, requestId }),
  });

  /** The user changed the entry: its problem and the last answer no longer apply. */
  const edited = (field?: Field) => {
    if (field) setIssues((list) => list.filter((issue) => issue.field !== field));
    setMessage(null);
    once.reset();
  };

  const errorOf = (field: Field) => {
    const issue = issueFor(issues, field);
    return issue ? t(issue.key) : null;
  };

  const submit = async () => {
    if (once.status === 'sending') return;
    const nowMs = clock();
    const found = validateAggregateEntry({ temperature, typeId, timeMs, nowMs, timeZone });
    setIssues(found);
    if (found.length > 0) {
      setMessage(null);
      return;
    }
    if (!canOperate) {
      setMessage({ tone: 'error', text: t('aggregate.form.noPermission') });
      return;
    }
    const entry: AggregateEntry = {
      typeId: Number(typeId),
      stage,
      tempC: toNumber(temperature) as number,
      at: timeMs as number,
    };
    const sent = await once.send(entry);
    switch (sent.status) {
      case 'skipped':
        return;
      case 'succeeded': {
        const queued = sent.result.ok && sent.result.queued === true;
        setMessage({
          tone: 'success',
          text: queued ? t('aggregate.form.queued') : t('aggregate.form.success'),
        });
        setTemperature('');
        setTimeMs(clock());
        onEntered?.(entry, sent.result);
        return;
      }
      case 'refused': {
        if (sent.result.ok) return;
        const text = refusalText(sent.result, t, {
          noPermission: t('aggregate.form.noPermission'),
          failure: t('aggregate.form.failure'),
        });
        setMessage({ tone: 'error', text });
        return;
      }
      case 'failed':
        setMessage({ tone: 'error', text: t('aggregate.form.failure') });
    }
  };

  return {
    temperature,
    setTemperature: (value: string) => {
      setTemperature(value);
      edited('temperature');
    },
    typeId,
    setTypeId: (value: string) => {
      setTypeId(value);
      edited('typeId');
    },
    stage,
    setStage: (value: AggregateStage) => {
      setStage(value);
      edited();
    },
    timeMs,
    setTimeMs: (value: number | null) => {
      setTimeMs(value);
      edited('time');
    },
    /** The latest time the picker offers: now. */
    maxTimeMs: clock(),
    errorOf,
    submit,
    /** The answer to the last send; hidden while a send is in flight. */
    message: once.status === 'sending' ? null : message,
    status: once.status,
    tapGuardProps: once.tapGuardProps,
  };
}

export type AggregateEntryFormState = ReturnType<typeof useAggregateEntryForm>;
