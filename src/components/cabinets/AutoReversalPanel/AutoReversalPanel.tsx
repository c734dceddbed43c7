import { forwardRef } from 'react';
import type { CommandOutcome, ReversalDirection, ReversalLogEntry, WriteRefusal } from '../../../domain';
import { cardStack } from '../../ui/Card/Card.css';
import { joinClassNames, type LoadError, type LoadStateProps, type StyleProps } from '../../ui/props';
import { ReadOnlyNotice } from '../../ui/ReadOnlyNotice';
import { ReversalForm } from './ReversalForm';
import { ReversalLog } from './ReversalLog';
import { ReversalStatusCard } from './ReversalStatusCard';
import { useReversalForm } from './useReversalForm';
import type { ReversalSettingSummary } from './useReversalText';

/** A reversal setting to save (set_auto_reverse), in domain terms. */
export type ReversalCommand =
  | {
      /** Reverse automatically at an interval. */
      mode: 'auto';
      /** Whole hours of the interval: days·24 + hours (part 2 §7). */
      hours: number;
      /** The interval's minutes, 0–59, sent separately. */
      minutes: number;
    }
  | {
      /** Switch the flow direction by hand. */
      mode: 'manual';
      direction: ReversalDirection;
    };

/** What the panel asks the data layer to save: the setting and its request id (same id on a retry). */
export type ReversalRequest = ReversalCommand & { requestId: string };

export interface AutoReversalPanelProps extends StyleProps, LoadStateProps {
  /** The loop whose four-way valve this is. */
  loop: number;
  /**
   * The current setting (a `ReversalSettingState` will do): shown, and the form starts from it until the user
   * edits it; null when never set, undefined while unknown.
   */
  current?: ReversalSettingSummary | null | undefined;
  /** Inlet and outlet pressure texts (getPre); undefined while loading. */
  pressure?: { inlet: string | null; outlet: string | null } | undefined;
  /** The log page; undefined while loading. */
  logs?: readonly ReversalLogEntry[] | undefined;
  /** Number of log entries in all (the count call). */
  logTotal?: number | undefined;
  /** The page shown, from 1. */
  page?: number | undefined;
  /** Asks for another page of the log (10 per page). */
  onPageChange?: (page: number) => void;
  /**
   * Shows the log as loading even when entries are present (e.g. a forced reload).
   * @selector [data-log][aria-busy="true"]
   */
  loading?: boolean | undefined;
  /**
   * An error loading the log: true for the default text, the text to show (in place of the log), or the `DamError`.
   * @selector [data-log][data-error]
   */
  error?: LoadError | undefined;
  /**
   * Saves a setting; never called twice for one tap, nor while a call is in flight. Resolve the answer
   * (`{ ok: false, reason: 'rejected' }` for a result below 0: 'setting failed'); reject when the call
   * itself failed.
   * @selector [data-send-status="idle" | "sending" | "succeeded" | "failed"]
   */
  onSubmit: (request: ReversalRequest) => Promise<CommandOutcome>;
  /**
   * Why the user may not change the reversal (the visitor; an account without the main-power right): the
   * reason up front, the loop's setting and log, no form.
   * @selector [data-read-only]
   */
  refusal?: WriteRefusal | null | undefined;
}

/**
 * Automatic valve reversal of one loop (part 2 §2.10, §3, §5, §7, §8): inlet and outlet pressure, the mode —
 * automatic at an interval (days ≤ 60, hours ≤ 23, minutes ≤ 59, decimals removed, at least one filled) or
 * manual forward / reverse — and the log, 10 entries a page, each waiting, succeeded or interrupted.
 */
export const AutoReversalPanel = /* @__PURE__ */ forwardRef<HTMLDivElement, AutoReversalPanelProps>(
  function AutoReversalPanel(
    {
      loop,
      current,
      pressure,
      logs,
      logTotal,
      page = 1,
      onPageChange,
      loading = false,
      error,
      onRetry,
      onSubmit,
      refusal = null,
      className,
      style,
    },
    ref,
  ) {
    const form = useReversalForm({ current, canOperate: refusal === null, onSubmit });
    return (
      <div
        ref={ref}
        className={joinClassNames(cardStack, className)}
        style={style}
        data-send-status={form.status}
        data-read-only={refusal ?? undefined}
      >
        {refusal ? <ReadOnlyNotice refusal={refusal} /> : null}
        <ReversalStatusCard loop={loop} current={current} pressure={pressure} />
        {refusal ? null : <ReversalForm form={form} />}
        <ReversalLog
          logs={logs}
          total={logTotal}
          page={page}
          onPageChange={onPageChange}
          loading={loading}
          error={error}
          onRetry={onRetry}
        />
      </div>
    );
  },
);
