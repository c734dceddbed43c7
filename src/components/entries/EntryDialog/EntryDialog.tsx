import { forwardRef, useEffect, useState } from 'react';
import {
  type EntryKind,
  type EntryOutcome,
  entryBounds,
  entryKindCode,
  type ManualEntryKind,
  manualEntryKind,
  type WriteRefusal,
} from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import type { BinChoice } from '../../bays/BayPicker';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import type { StyleProps } from '../../ui/props';
import { ReadOnlyOr, writeStateProps } from '../../ui/ReadOnlyNotice';
import { SendForm } from '../../ui/SendForm';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { useControlledState } from '../../ui/useControlledState';
import * as styles from './EntryDialog.css';
import { BayPicker, DateTimeField, preloadEntryFields, UnitField } from './lazyFields';
import { entryDialogTexts } from './texts';
import { type ManualEntry, type ManualEntryRequest, useEntryForm } from './useEntryForm';

export type { ManualEntry, ManualEntryKind, ManualEntryRequest };

/**
 * The numbered entry kinds (1 outlet, 2 bin entry, 4 pouring) an `EntryDialog` still takes.
 * @deprecated Use `'outlet'`, `'binEntry'` or `'pouring'`. Removed in 0.3.
 */
export type NumberedEntryKind = EntryKind;

/** The message key of an entry kind's name (`'outlet'`, `'binEntry'`, `'pouring'`, or its deprecated number). */
export function entryKindName(kind: ManualEntryKind | NumberedEntryKind): string {
  const name = manualEntryKind(kind);
  return name === 'outlet'
    ? 'entry.kind.outlet'
    : name === 'binEntry'
      ? 'entry.kind.bin'
      : 'entry.kind.pouring';
}

export interface EntryDialogProps extends StyleProps {
  /**
   * What is entered: `'outlet'`, `'binEntry'` (a dam section and a bin are required) or `'pouring'`. The
   * numbers 1, 2, 4 (`NumberedEntryKind`) are deprecated and removed in 0.3.
   * @selector [data-kind="outlet" | "binEntry" | "pouring"]
   */
  kind: ManualEntryKind | NumberedEntryKind;
  /** The bays of the bay picker (`/pqt/idam_ids`); undefined while they load. */
  bins: readonly BinChoice[] | undefined;
  /** The search applied to `bins`. */
  binKeyword?: string | undefined;
  /** Called with a new bin search: load `bins` again with it. */
  onSearchBins?: (keyword: string) => void;
  binsLoading?: boolean | undefined;
  /** The bins failed to load: true, or the text to show. */
  binsError?: boolean | string | undefined;
  onRetryBins?: () => void;
  /**
   * Writes the entry; never called for input the rules refuse, never twice for one tap, nor while a call is
   * in flight; a retry of the same entry carries the same `requestId` (its idempotency key). Resolve
   * `{ ok: true }` ('added'), `{ ok: true, queued: true }` when it is kept on the device to be sent later, or
   * a refusal (`messageKey` of the broken rule when the server named one); reject when the call itself
   * failed ('add failed').
   * @selector [data-send-status="idle" | "sending" | "succeeded" | "failed"]
   */
  onSubmit: (request: ManualEntryRequest) => Promise<EntryOutcome>;
  /**
   * After an entry was taken: the dialog has closed, the value cleared and the time is back to now. Show
   * 'added', or 'waiting to send' when `outcome.queued`.
   */
  onSent?: (entry: ManualEntry, outcome: EntryOutcome) => void;
  /** After a refusal or a failed call ('add failed'), with the text the dialog shows; it stays open. */
  onFailed?: (text: string) => void;
  /** The present, epoch ms: the default time and the latest allowed; the clock by default. */
  now?: number | undefined;
  /**
   * Why the user may not enter data (the visitor): no data-entry button, the reason in its place.
   * @selector [data-read-only]
   */
  refusal?: WriteRefusal | null | undefined;
  /**
   * Whether the dialog is open (controlled), as react-aria's `DialogTrigger` takes it; with `onOpenChange`.
   * @selector [data-open]
   */
  isOpen?: boolean | undefined;
  /** Whether the dialog is open at first (uncontrolled). */
  defaultOpen?: boolean | undefined;
  /**
   * Called when the dialog opens (its button) or closes (dismissed, or closed after an entry was taken); never
   * to close it while an entry is being sent.
   */
  onOpenChange?: (isOpen: boolean) => void;
  /** Disables the data-entry button (nothing to enter into yet). */
  isDisabled?: boolean | undefined;
}

/**
 * The entry dialog of the outlet, bin-entry and pouring screens (part 2 §2.5, §4, §5, §8): a data-entry
 * button opens a dialog with the temperature (°C, not empty, numeric), the time (now by default, from
 * 2020-01-01 up to now) and the bay picker (a dam section and a bin required for the bin entry). Bad input
 * shows its message under its field and sends nothing; a refusal or a failed call says 'add failed' and keeps
 * what was typed; a success closes the dialog, clears the value and returns the time to now.
 */
export const EntryDialog = /* @__PURE__ */ forwardRef<HTMLDivElement, EntryDialogProps>(function EntryDialog(
  {
    kind: kindProp,
    bins,
    binKeyword,
    onSearchBins,
    binsLoading,
    binsError,
    onRetryBins,
    onSubmit,
    onSent,
    onFailed,
    now,
    refusal = null,
    isOpen: isOpenProp,
    defaultOpen = false,
    onOpenChange,
    isDisabled,
    className,
    style,
  },
  ref,
) {
  const { t, timeZone } = useDamText(entryDialogTexts);
  const kind = manualEntryKind(kindProp);
  const [isOpen, setOpen] = useControlledState(isOpenProp, defaultOpen, onOpenChange);
  const form = useEntryForm({
    kind: entryKindCode(kind),
    onSubmit,
    now,
    canOperate: refusal === null,
    onSent: (entry, outcome) => {
      setOpen(false);
      onSent?.(entry, outcome);
    },
    onFailed,
  });
  const kindName = t(entryKindName(kind));
  const sending = form.status === 'sending';
  // Entries are typed where the network comes and goes (they wait on the phone until it is back): the fields
  // load once the page has painted, so a dialog opened offline has them. The first render stays light.
  const painted = useAfterFirstPaint();
  const canEnter = refusal === null;
  useEffect(() => {
    if (painted && canEnter) preloadEntryFields();
  }, [painted, canEnter]);
  // However it opens (its button, or `isOpen` from outside), a fresh entry starts at now.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) form.restartClock();
  }

  return (
    <div
      ref={ref}
      className={className}
      style={style}
      data-kind={kind}
      data-open={isOpen || undefined}
      {...writeStateProps(refusal, form.status)}
    >
      <ReadOnlyOr refusal={refusal}>
        <Button
          onPress={() => setOpen(true)}
          onHoverStart={preloadEntryFields}
          onFocus={preloadEntryFields}
          isDisabled={isDisabled}
          className={styles.trigger}
          data-testid="entry-open"
        >
          <Icon name="entry" size={20} />
          {t('entry.dialog.open')}
        </Button>
        <Dialog
          title={t('entry.dialog.title', { kind: kindName })}
          isOpen={isOpen}
          onOpenChange={(next) => {
            // Not closed mid-send: the answer must reach the form (and keep the value on a failure).
            if (!next && sending) return;
            setOpen(next);
          }}
          isDismissable={!sending}
        >
          <SendForm
            aria-label={t('entry.dialog.title', { kind: kindName })}
            {...form.formProps}
            messageTestId="entry-notice"
            labels={{ submit: t('entry.dialog.submit'), sending: t('entry.dialog.sending') }}
            data-kind={kind}
          >
            <UnitField
              label={t('entry.dialog.value')}
              unit="°C"
              placeholder={t('entry.dialog.valuePlaceholder')}
              value={form.value}
              onChange={form.setValue}
              errorMessage={form.errorOf('value')}
              inputMode="decimal"
              signed
              name="value"
              autoFocus
            />
            <DateTimeField
              label={t('entry.dialog.time')}
              value={form.timeMs}
              onChange={form.setTimeMs}
              minValue={entryBounds(form.maxTimeMs, timeZone).minMs}
              maxValue={form.maxTimeMs}
              errorMessage={form.errorOf('time')}
            />
            <BayPicker
              bins={bins}
              value={form.choice}
              onChange={form.setChoice}
              keyword={binKeyword}
              onSearch={onSearchBins}
              isRequired={kind === 'binEntry'}
              blockError={form.errorOf('block')}
              binError={form.errorOf('binIds')}
              loading={binsLoading}
              error={binsError}
              onRetry={onRetryBins}
              isDisabled={sending}
            />
          </SendForm>
        </Dialog>
      </ReadOnlyOr>
    </div>
  );
});
