import { useState } from 'react';
import {
  type EntryKind,
  type EntryOutcome,
  issueFor,
  toNumber,
  type ValidationIssue,
  validateManualEntry,
} from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import type { HiveChoice } from '../../bays/HivePicker';
import { NO_HIVE_CHOICE } from '../../bays/HivePicker';
import { refusalText } from '../../ui/refusalText';
import type { SendFormMessage } from '../../ui/SendForm';
import { useSendOnce } from '../../ui/useSendOnce';
import { entryDialogTexts } from './texts';

/** An outlet, bin-entry or pouring temperature as the dialog sends it: °C, epoch ms, the bay chosen. */
export interface ManualEntry {
  kind: EntryKind;
  tempC: number;
  /** When it was measured, epoch ms (2020-01-01 … now). */
  at: number;
  /** The bay chosen (one at most; exactly one for the bin entry). */
  bayIds: number[];
}

/** What the dialog asks the data layer to write: the entry and its request id (the same on a retry). */
export type ManualEntryRequest = ManualEntry & { requestId: string };

/** The fields a problem can point at (the names `validateManualEntry` gives them). */
type Field = 'value' | 'time' | 'block' | 'binIds';

interface Options {
  kind: EntryKind;
  onSubmit: (request: ManualEntryRequest) => Promise<EntryOutcome>;
  now: number | undefined;
  canOperate: boolean;
  /** After the entry was taken (written or kept on the device). */
  onSent?: (entry: ManualEntry, outcome: EntryOutcome) => void;
  /** After a refusal or a failed call, with the text shown. */
  onFailed?: (text: string) => void;
}

/**
 * The entry dialog's state: the value typed, the time (now by default), the bay chosen; the domain's rules
 * checked on submit (each problem under its field, nothing sent); one send at a time (`useSendOnce`: a double
 * tap sends once, a retry of the same entry keeps its request id). After a success the value clears and the
 * time returns to now; the bay stays for the next reading.
 */
export function useEntryForm({ kind, onSubmit, now, canOperate, onSent, onFailed }: Options) {
  const { t, timeZone } = useDamText(entryDialogTexts);
  const clock = () => now ?? Date.now();
  const [value, setValue] = useState('');
  const [timeMs, setTimeMs] = useState<number | null>(clock);
  const [hive, setHive] = useState<HiveChoice>(NO_HIVE_CHOICE);
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [message, setMessage] = useState<SendFormMessage | null>(null);
  const once = useSendOnce<ManualEntry, EntryOutcome>({
    send: (entry, requestId) => onSubmit({ ...entry, requestId }),
  });

  /** The user changed the entry: its problem and the last answer no longer apply. */
  const edited = (...fields: Field[]) => {
    setIssues((list) => list.filter((issue) => !fields.includes(issue.field as Field)));
    setMessage(null);
    once.reset();
  };

  const errorOf = (field: Field) => {
    const issue = issueFor(issues, field);
    return issue ? t(issue.key) : null;
  };

  const fail = (text: string) => {
    setMessage({ tone: 'error', text });
    onFailed?.(text);
  };

  const submit = async () => {
    if (once.status === 'sending') return;
    const nowMs = clock();
    const found = validateManualEntry({
      area: kind,
      value,
      timeMs,
      block: hive.block,
      binIds: hive.bay ? [hive.bay.id] : [],
      nowMs,
      timeZone,
    });
    setIssues(found);
    if (found.length > 0) {
      setMessage(null);
      return;
    }
    if (!canOperate) {
      setMessage({ tone: 'error', text: t('entry.dialog.noPermission') });
      return;
    }
    // A time left empty means now (part 2 §5); it is kept, so a retry sends the same entry.
    const at = timeMs ?? nowMs;
    if (timeMs === null) setTimeMs(at);
    const entry: ManualEntry = {
      kind,
      tempC: toNumber(value) as number,
      at,
      bayIds: hive.bay ? [Number(hive.bay.id)] : [],
    };
    const sent = await once.send(entry);
    switch (sent.status) {
      case 'skipped':
        return;
      case 'succeeded':
        setMessage(null);
        setValue('');
        setTimeMs(clock());
        onSent?.(entry, sent.result);
        return;
      case 'refused': {
        if (sent.result.ok) return;
        fail(
          refusalText(sent.result, t, {
            noPermission: t('entry.dialog.noPermission'),
            failure: t('entry.dialog.failed'),
          }),
        );
        return;
      }
      case 'failed':
        fail(t('entry.dialog.failed'));
    }
  };

  return {
    value,
    setValue: (next: string) => {
      setValue(next);
      edited('value');
    },
    timeMs,
    setTimeMs: (next: number | null) => {
      setTimeMs(next);
      edited('time');
    },
    hive,
    setHive: (next: HiveChoice) => {
      setHive(next);
      edited('block', 'binIds');
    },
    /** A fresh entry starts at now (the dialog opens again after a while). */
    restartClock: () => {
      if (value === '' && once.status !== 'sending') setTimeMs(clock());
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
