import { type EntryKind, type EntryOutcome, toNumber, validateManualEntry } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import type { BayChoice } from '../../bays/BayPicker';
import { NO_BAY_CHOICE } from '../../bays/BayPicker';
import { entryAnswer } from '../../ui/refusalText';
import { useFailureText } from '../../ui/useFailureText';
import { useSendForm } from '../../ui/useSendForm';
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

/** The dialog's values: the temperature as typed, the time (null: now), the bay chosen. */
interface EntryValues {
  value: string;
  timeMs: number | null;
  choice: BayChoice;
}

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
 * The entry dialog's state (`useSendForm`): the value typed, the time (now by default), the bay chosen; the
 * domain's rules checked on submit (each problem under its field, nothing sent); one send at a time (a
 * double tap sends once, a retry of the same entry keeps its request id). After a success the value clears
 * and the time returns to now; the bay stays for the next reading.
 */
export function useEntryForm({ kind, onSubmit, now, canOperate, onSent, onFailed }: Options) {
  const { t, timeZone } = useDamText(entryDialogTexts);
  const failureText = useFailureText(entryDialogTexts);
  const clock = () => now ?? Date.now();
  const form = useSendForm({
    t,
    initial: (): EntryValues => ({ value: '', timeMs: clock(), choice: NO_BAY_CHOICE }),
    issueFields: { timeMs: ['time'], choice: ['block', 'binIds'] },
    validate: ({ value, timeMs, choice }) =>
      validateManualEntry({
        area: kind,
        value,
        timeMs,
        block: choice.block,
        binIds: choice.bay ? [choice.bay.id] : [],
        nowMs: clock(),
        timeZone,
      }),
    refusal: canOperate ? null : t('entry.dialog.noPermission'),
    // A time left empty means now (part 2 §5); it is kept, so a retry sends the same entry.
    complete: (values) => (values.timeMs === null ? { ...values, timeMs: clock() } : values),
    command: ({ value, timeMs, choice }): ManualEntry => ({
      kind,
      tempC: toNumber(value) as number,
      at: timeMs as number,
      bayIds: choice.bay ? [Number(choice.bay.id)] : [],
    }),
    send: (entry: ManualEntry, requestId) => onSubmit({ ...entry, requestId }),
    isSuccess: (outcome) => outcome.ok,
    answers: (sent) =>
      entryAnswer(sent, t, {
        noPermission: t('entry.dialog.noPermission'),
        failure: t('entry.dialog.failed'),
        failureText,
      }),
    resetAfterSuccess: () => ({ value: '', timeMs: clock() }),
    onSucceeded: (entry, _text, outcome) => onSent?.(entry, outcome),
    onFailed,
  });
  const { values } = form;

  return {
    value: values.value,
    setValue: (next: string) => form.set('value', next),
    timeMs: values.timeMs,
    setTimeMs: (next: number | null) => form.set('timeMs', next),
    choice: values.choice,
    setChoice: (next: BayChoice) => form.set('choice', next),
    /** A fresh entry starts at now (the dialog opens again after a while). */
    restartClock: () => {
      if (values.value === '' && form.status !== 'sending') {
        form.setValues((current) => ({ ...current, timeMs: clock() }));
      }
    },
    /** The latest time the picker offers: now. */
    maxTimeMs: clock(),
    errorOf: form.error,
    formProps: form.formProps,
    status: form.status,
  };
}
