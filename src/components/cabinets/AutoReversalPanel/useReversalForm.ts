import { useEffect, useRef } from 'react';
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
import { validateReversalSetting } from '../../../domain/validation';
import { useDamText } from '../../../i18n/useDamText';
import { useFailureText } from '../../ui/useFailureText';
import { useSendForm } from '../../ui/useSendForm';
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

/** The form's values: the mode, the interval as typed (automatic), the direction (manual). */
interface ReversalValues {
  mode: 'auto' | 'manual';
  interval: IntervalDraft;
  direction: ReversalDirection | null;
}

interface Options {
  current: ReversalSettingSummary | null | undefined;
  canOperate: boolean;
  onSubmit: (request: ReversalRequest) => Promise<CommandOutcome>;
}

/**
 * The reversal form's state (part 2 §5, §7; `useSendForm`): the mode, the interval (days ≤ 60, hours ≤ 23,
 * minutes ≤ 59, decimals removed, at least one filled) or the direction; it starts from the current setting
 * until the user edits it, and sends once. A problem shows at its field and as the form's answer.
 */
export function useReversalForm({ current, canOperate, onSubmit }: Options) {
  const { t } = useDamText(autoReversalPanelTexts);
  const failureText = useFailureText(autoReversalPanelTexts);
  const editedByUser = useRef(false);
  const form = useSendForm({
    t,
    initial: (): ReversalValues => ({
      mode: 'auto',
      interval: { days: '', hours: '', minutes: '' },
      direction: null,
    }),
    validate: validateReversalSetting,
    issues: 'live',
    issueAsMessage: true,
    refusal: canOperate ? null : t('reversal.noPermission'),
    command: ({ mode, interval, direction }): ReversalCommand => {
      if (mode === 'manual') return { mode: 'manual', direction: direction as ReversalDirection };
      const time = normaliseReversalTime(interval);
      return { mode: 'auto', hours: time.hoursSent, minutes: time.minutesSent };
    },
    send: (command: ReversalCommand, requestId) => onSubmit({ ...command, requestId }),
    isSuccess: (outcome) => outcome.ok,
    answers: (sent) => {
      if (sent.status === 'skipped') return null;
      if (sent.status === 'succeeded') return { tone: 'success', text: t('reversal.succeeded') };
      const refusal = sent.status === 'refused' && !sent.result.ok ? sent.result : null;
      const text =
        refusal?.reason === 'permission'
          ? t('reversal.noPermission')
          : (refusal?.reason === 'rejected' &&
              (refusal.error ? failureText(refusal.error) : refusal.message)) ||
            t('reversal.failed');
      return { tone: 'error', text };
    },
    onEdit: () => {
      editedByUser.current = true;
    },
  });
  const { values, setValues } = form;

  // The form starts from the current setting, once it arrives, unless the user already changed something.
  useEffect(() => {
    if (!current?.mode || editedByUser.current) return;
    const mode = current.mode;
    const parts = mode === 'auto' ? splitMinutes(current.intervalMinutes) : null;
    setValues((draft) => ({
      mode,
      direction: current.direction ?? draft.direction,
      interval: parts
        ? {
            days: fieldText(parts.days, 'days', false),
            hours: fieldText(parts.hours, 'hours', false),
            minutes: fieldText(parts.minutes, 'minutes', false),
          }
        : draft.interval,
    }));
  }, [current?.mode, current?.direction, current?.intervalMinutes, setValues]);

  return {
    mode: values.mode,
    setMode: (next: 'auto' | 'manual') => form.set('mode', next),
    interval: values.interval,
    /** Keeps what the user types as the rule wants it: whole numbers, capped, decimal point removed. */
    setIntervalField: (field: keyof IntervalDraft, text: string) =>
      form.set('interval', { ...values.interval, [field]: fieldText(text, field, true) }),
    direction: values.direction,
    setDirection: (next: ReversalDirection) => form.set('direction', next),
    /** Why the interval is not valid, once the user tried to save. */
    intervalError: form.error('time') ?? undefined,
    /** Why the direction is missing, once the user tried to save. */
    directionError: form.error('direction') ?? undefined,
    formProps: form.formProps,
    status: form.status,
  };
}

export type ReversalForm = ReturnType<typeof useReversalForm>;
