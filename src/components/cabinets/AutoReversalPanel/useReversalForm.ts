import { useEffect, useRef, useState } from 'react';
import {
  type CommandOutcome,
  normaliseReversalTime,
  REVERSAL_DAYS_MAX,
  REVERSAL_HOURS_MAX,
  REVERSAL_MINUTES_MAX,
  type ReversalDirection,
  sanitiseReversalField,
  splitMinutes,
} from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import type { FormMessageTone } from '../../ui/FormMessage';
import { useSendOnce } from '../../ui/useSendOnce';
import type { ReversalCommand, ReversalRequest } from './AutoReversalPanel';
import { autoReversalPanelTexts } from './texts';
import type { ReversalSettingSummary } from './useReversalText';

/** The interval as typed: whole numbers within their caps, or empty. */
export interface IntervalDraft {
  days: string;
  hours: string;
  minutes: string;
}

const CAPS: Record<keyof IntervalDraft, number> = {
  days: REVERSAL_DAYS_MAX,
  hours: REVERSAL_HOURS_MAX,
  minutes: REVERSAL_MINUTES_MAX,
};

/** One field as the rule wants it shown: whole, capped, the decimal point removed; '' when empty or 0. */
function fieldText(raw: string | number, field: keyof IntervalDraft, keepZero: boolean): string {
  const value = sanitiseReversalField(
    typeof raw === 'string' ? raw.replace(/[^\d.]/g, '') : raw,
    CAPS[field],
  );
  return value === null || (!keepZero && value === 0) ? '' : String(value);
}

interface Options {
  current: ReversalSettingSummary | null | undefined;
  canOperate: boolean;
  onSubmit: (request: ReversalRequest) => Promise<CommandOutcome>;
}

/**
 * The reversal form's state (part 2 §5, §7): the mode, the interval (days ≤ 60, hours ≤ 23, minutes ≤ 59,
 * decimals removed, at least one filled) or the direction; it starts from the current setting until the
 * user edits it, and sends once (`useSendOnce`).
 */
export function useReversalForm({ current, canOperate, onSubmit }: Options) {
  const { t } = useDamText(autoReversalPanelTexts);
  const [mode, setMode] = useState<'auto' | 'manual'>('auto');
  const [interval, setIntervalDraft] = useState<IntervalDraft>({ days: '', hours: '', minutes: '' });
  const [direction, setDirection] = useState<ReversalDirection | null>(null);
  const [touched, setTouched] = useState(false);
  const [message, setMessage] = useState<{ tone: FormMessageTone; text: string } | null>(null);
  const editedByUser = useRef(false);
  const sendOnce = useSendOnce<ReversalCommand, CommandOutcome>({
    send: (command, requestId) => onSubmit({ ...command, requestId }),
  });

  // The form starts from the current setting, once it arrives, unless the user already changed something.
  useEffect(() => {
    if (!current?.mode || editedByUser.current) return;
    setMode(current.mode);
    if (current.direction) setDirection(current.direction);
    const parts = current.mode === 'auto' ? splitMinutes(current.intervalMinutes) : null;
    if (parts) {
      setIntervalDraft({
        days: fieldText(parts.days, 'days', false),
        hours: fieldText(parts.hours, 'hours', false),
        minutes: fieldText(parts.minutes, 'minutes', false),
      });
    }
  }, [current?.mode, current?.direction, current?.intervalMinutes]);

  const time = normaliseReversalTime(interval);
  const edited = () => {
    editedByUser.current = true;
    setMessage(null);
    sendOnce.reset();
  };

  const submit = async () => {
    if (sendOnce.status === 'sending') return;
    setTouched(true);
    const problem =
      mode === 'auto' && time.issues[0]
        ? t(time.issues[0].key)
        : mode === 'manual' && direction === null
          ? t('validation.loopCommand.incomplete')
          : canOperate
            ? null
            : t('reversal.noPermission');
    if (problem) {
      setMessage({ tone: 'error', text: problem });
      return;
    }
    const command: ReversalCommand =
      mode === 'auto'
        ? { mode: 'auto', hours: time.hoursSent, minutes: time.minutesSent }
        : { mode: 'manual', direction: direction as ReversalDirection };
    const sent = await sendOnce.send(command);
    if (sent.status === 'skipped') return;
    if (sent.status === 'succeeded') {
      setMessage({ tone: 'success', text: t('reversal.succeeded') });
      return;
    }
    const refusal = sent.status === 'refused' && !sent.result.ok ? sent.result : null;
    const text =
      refusal?.reason === 'permission'
        ? t('reversal.noPermission')
        : (refusal?.reason === 'rejected' && refusal.message) || t('reversal.failed');
    setMessage({ tone: 'error', text });
  };

  return {
    mode,
    setMode: (next: 'auto' | 'manual') => {
      setMode(next);
      edited();
    },
    interval,
    /** Keeps what the user types as the rule wants it: whole numbers, capped, decimal point removed. */
    setIntervalField: (field: keyof IntervalDraft, text: string) => {
      setIntervalDraft((draft) => ({ ...draft, [field]: fieldText(text, field, true) }));
      edited();
    },
    direction,
    setDirection: (next: ReversalDirection) => {
      setDirection(next);
      edited();
    },
    /** Why the interval is not valid, once the user tried to save. */
    intervalError: touched && mode === 'auto' && time.issues[0] ? t(time.issues[0].key) : undefined,
    /** Why the direction is missing, once the user tried to save. */
    directionError:
      touched && mode === 'manual' && direction === null ? t('validation.loopCommand.incomplete') : undefined,
    submit,
    /** The answer to the last save or the first problem; hidden while a save is in flight. */
    message: sendOnce.status === 'sending' ? null : message,
    status: sendOnce.status,
    tapGuardProps: sendOnce.tapGuardProps,
  };
}

export type ReversalForm = ReturnType<typeof useReversalForm>;
