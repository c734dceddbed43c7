import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button, Form, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import {
  formatSiteDateTime,
  normaliseReversalTime,
  REVERSAL_DAYS_MAX,
  REVERSAL_HOURS_MAX,
  REVERSAL_LOG_PAGE_SIZE,
  REVERSAL_MINUTES_MAX,
  type ReversalDirection,
  type ReversalResult,
  reversalSetSucceeded,
  sanitiseReversalField,
  splitMinutes,
} from '../../domain';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import * as form from '../LoopControlPanel/LoopControlPanel.css';
import { newRequestId, useRepeatTapGuard } from '../LoopControlPanel/submitGuard';
import * as styles from './AutoReversalPanel.css';

/** One entry of the auto-reverse log (part 2 §3), as domain values. */
export interface ReversalLogEntry {
  /** A stable id when the data layer has one. */
  id?: string;
  /** The loop (c_loop). */
  loop: number;
  /** c_cmd: automatic (interval) or manual (direction) — `reversalMode(c_cmd)`. */
  mode: 'auto' | 'manual';
  /** c_cmd_value: forward or reverse — `reversalDirection(c_cmd_value)`. */
  direction: ReversalDirection;
  /** c_cmd_value2: the automatic interval in minutes; null for a manual switch. */
  intervalMinutes: number | null;
  /** c_when_issue, epoch ms. */
  issuedAt: number | null;
  /** c_when_done, epoch ms; null until done. */
  doneAt: number | null;
  /** c_result: waiting, success or interrupted — `reversalResult(c_result)`. */
  result: ReversalResult;
  /** c_who. */
  issuerName: string | null;
}

/** What the panel asks the data layer to save (set_auto_reverse). */
export type ReversalSetting = { requestId: string } & (
  | {
      /** c_cmd 0: reverse automatically at an interval. */
      mode: 'auto';
      /** Hours sent: days·24 + hours (part 2 §7). */
      hours: number;
      /** Minutes, sent separately. */
      minutes: number;
    }
  | {
      /** c_cmd 1: switch the direction by hand. */
      mode: 'manual';
      direction: ReversalDirection;
    }
);

/** The loop's reversal setting as it stands (getReverseDataDetails), in domain values. */
export interface ReversalCurrent {
  /** Current mode; null when never set. */
  mode: 'auto' | 'manual' | null;
  /** Current direction (manual), when known. */
  direction: ReversalDirection | null;
  /** Automatic interval, minutes. */
  intervalMinutes: number | null;
}

export interface AutoReversalPanelProps {
  /** The loop whose four-way valve this is. */
  loop: number;
  /** The current setting: shown, and the form starts from it (until the user edits it); null when never set. */
  current?: ReversalCurrent | null;
  /** Inlet and outlet pressure texts (getPre); undefined while loading. */
  pressure?: { inlet: string | null; outlet: string | null };
  /** The log page; undefined while loading. */
  logs: readonly ReversalLogEntry[] | undefined;
  /** Number of log entries in all (the count call). */
  logTotal?: number;
  /** The page shown, from 1. */
  page?: number;
  /** Asks for another page of the log (10 per page). */
  onPageChange?: (page: number) => void;
  /** Error loading the log: true for the default text, or the text to show. */
  logError?: ReactNode | boolean;
  /** Offered as a retry button when the log failed. */
  onRetryLogs?: () => void;
  /** Saves a setting; resolves with set_auto_reverse's result (below 0 = 'setting failed'). */
  onSubmit: (setting: ReversalSetting) => Promise<number>;
  /** False for a user without the right: nothing is sent and the permission message shows. */
  canOperate?: boolean;
}

type Notice = { tone: 'ok' | 'error'; text: string } | null;
type Attempt = { signature: string; requestId: string; status: 'sending' | 'succeeded' | 'failed' } | null;

/**
 * Automatic valve reversal of one loop (part 2 §2.10, §3, §5, §7, §8): inlet and outlet pressure, the mode —
 * automatic at an interval (days ≤ 60, hours ≤ 23, minutes ≤ 59, decimals removed, at least one filled) or
 * manual forward / reverse — and the log, 10 entries a page, each waiting, succeeded or interrupted.
 */
export function AutoReversalPanel({
  loop,
  current,
  pressure,
  logs,
  logTotal,
  page = 1,
  onPageChange,
  logError,
  onRetryLogs,
  onSubmit,
  canOperate = true,
}: AutoReversalPanelProps) {
  const { t, language, timeZone } = useDamTranslation();
  const id = useId();
  const [mode, setMode] = useState<'auto' | 'manual'>('auto');
  const [days, setDays] = useState('');
  const [hours, setHours] = useState('');
  const [minutes, setMinutes] = useState('');
  const [direction, setDirection] = useState<ReversalDirection | null>(null);
  const [touched, setTouched] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [attempt, setAttempt] = useState<Attempt>(null);
  const inFlight = useRef(false);
  const touchedByUser = useRef(false);
  const tapGuard = useRepeatTapGuard(inFlight);

  const time = normaliseReversalTime({ days, hours, minutes });
  const timeIssue = touched && mode === 'auto' ? time.issues[0] : undefined;
  const directionMissing = touched && mode === 'manual' && direction === null;

  // The form starts from the current setting, once it arrives, unless the user already changed something.
  useEffect(() => {
    if (!current?.mode || touchedByUser.current) return;
    setMode(current.mode);
    if (current.direction) setDirection(current.direction);
    const parts = current.mode === 'auto' ? splitMinutes(current.intervalMinutes) : null;
    if (parts) {
      const field = (n: number, max: number) => (n ? String(sanitiseReversalField(n, max)) : '');
      setDays(field(parts.days, REVERSAL_DAYS_MAX));
      setHours(field(parts.hours, REVERSAL_HOURS_MAX));
      setMinutes(field(parts.minutes, REVERSAL_MINUTES_MAX));
    }
  }, [current?.mode, current?.direction, current?.intervalMinutes]);

  const edited = () => {
    touchedByUser.current = true;
    setNotice(null);
    if (attempt?.status === 'succeeded') setAttempt(null);
  };
  /** Keeps what the user types as the rule wants it: whole numbers, capped, decimal point removed. */
  const timeInput = (set: (text: string) => void, max: number) => (text: string) => {
    const digits = text.replace(/[^\d.]/g, '');
    const value = sanitiseReversalField(digits, max);
    set(value === null ? '' : String(value));
    edited();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    setTouched(true);
    if (mode === 'auto' && time.issues.length > 0) {
      setNotice({ tone: 'error', text: t(time.issues[0]!.key) });
      return;
    }
    if (mode === 'manual' && direction === null) {
      setNotice({ tone: 'error', text: t('validation.loopCommand.incomplete') });
      return;
    }
    if (!canOperate) {
      setNotice({ tone: 'error', text: t('reversal.noPermission') });
      return;
    }
    const body =
      mode === 'auto'
        ? { mode: 'auto' as const, hours: time.hoursSent, minutes: time.minutesSent }
        : { mode: 'manual' as const, direction: direction as ReversalDirection };
    const signature = JSON.stringify(body);
    if (attempt?.signature === signature && attempt.status !== 'failed') return;
    const requestId = attempt?.signature === signature ? attempt.requestId : newRequestId();

    inFlight.current = true;
    setAttempt({ signature, requestId, status: 'sending' });
    setNotice(null);
    try {
      const result = await onSubmit({ ...body, requestId });
      const ok = reversalSetSucceeded(result);
      setAttempt({ signature, requestId, status: ok ? 'succeeded' : 'failed' });
      setNotice(
        ok ? { tone: 'ok', text: t('reversal.succeeded') } : { tone: 'error', text: t('reversal.failed') },
      );
    } catch {
      setAttempt({ signature, requestId, status: 'failed' });
      setNotice({ tone: 'error', text: t('reversal.failed') });
    } finally {
      inFlight.current = false;
    }
  };

  const sending = attempt?.status === 'sending';
  const sent = attempt?.status === 'succeeded';
  const pages = Math.max(1, Math.ceil((logTotal ?? logs?.length ?? 0) / REVERSAL_LOG_PAGE_SIZE));

  const intervalText = (total: number | null) => {
    const parts = splitMinutes(total);
    if (!parts) return '—';
    const words = [
      parts.days ? t('reversal.intervalDays', { count: parts.days }) : null,
      parts.hours ? t('reversal.intervalHours', { count: parts.hours }) : null,
      parts.minutes || (!parts.days && !parts.hours)
        ? t('reversal.intervalMinutes', { count: parts.minutes })
        : null,
    ].filter(Boolean);
    return t('reversal.every', { interval: words.join(' ') });
  };
  const when = (ms: number | null) =>
    ms === null ? (
      t('reversal.pending')
    ) : (
      <time dateTime={new Date(ms).toISOString()}>{formatSiteDateTime(ms, timeZone, { language })}</time>
    );

  const pressureValue = (text: string | null | undefined) =>
    pressure === undefined ? (
      <dd className={styles.pressureValue} data-missing="true">
        {t('common.loading')}
      </dd>
    ) : text ? (
      <dd className={styles.pressureValue}>{text}</dd>
    ) : (
      <dd className={styles.pressureValue} data-missing="true">
        {t('reversal.pressureMissing')}
      </dd>
    );

  return (
    <div className={form.root}>
      <section className={form.card} aria-labelledby={`${id}-pressure`}>
        <h2 className={form.cardTitle} id={`${id}-pressure`}>
          {t('reversal.loopTitle', { loop })}
        </h2>
        {current !== undefined && (
          <p className={styles.current} data-testid="reversal-current">
            <span className={form.term}>{t('reversal.current')}</span>{' '}
            {!current?.mode
              ? t('reversal.notSet')
              : current.mode === 'auto'
                ? `${t('reversal.modeAuto')} · ${intervalText(current.intervalMinutes)}`
                : `${t('reversal.modeManual')} · ${current.direction ? t(`reversal.${current.direction}`) : '—'}`}
          </p>
        )}
        <dl className={styles.pressures} aria-label={t('reversal.pressure')}>
          <div className={styles.pressure}>
            <dt className={form.term}>{t('reversal.inlet')}</dt>
            {pressureValue(pressure?.inlet)}
          </div>
          <div className={styles.pressure}>
            <dt className={form.term}>{t('reversal.outlet')}</dt>
            {pressureValue(pressure?.outlet)}
          </div>
        </dl>
      </section>

      <section className={form.card} aria-labelledby={`${id}-form`}>
        <h2 className={form.cardTitle} id={`${id}-form`}>
          {t('reversal.title')}
        </h2>
        <Form className={form.form} onSubmit={(e) => void submit(e)} {...tapGuard} validationBehavior="aria">
          <RadioGroup
            className={form.group}
            value={mode}
            onChange={(next) => {
              setMode(next as 'auto' | 'manual');
              edited();
            }}
          >
            <Label className={form.groupLabel}>{t('reversal.mode')}</Label>
            <div className={form.segments}>
              <Radio className={form.segment} value="auto">
                {t('reversal.modeAuto')}
              </Radio>
              <Radio className={form.segment} value="manual">
                {t('reversal.modeManual')}
              </Radio>
            </div>
          </RadioGroup>

          {mode === 'auto' ? (
            <fieldset
              className={form.group}
              aria-describedby={`${id}-hint`}
              data-invalid={timeIssue ? true : undefined}
            >
              <legend className={form.groupLabel}>{t('reversal.interval')}</legend>
              <div className={styles.timeGrid}>
                <TextField
                  className={styles.timeField}
                  value={days}
                  onChange={timeInput(setDays, REVERSAL_DAYS_MAX)}
                  inputMode="numeric"
                  isInvalid={timeIssue !== undefined}
                >
                  <Label className={styles.timeLabel}>{t('reversal.days')}</Label>
                  <Input className={form.input} autoComplete="off" placeholder="0" />
                </TextField>
                <TextField
                  className={styles.timeField}
                  value={hours}
                  onChange={timeInput(setHours, REVERSAL_HOURS_MAX)}
                  inputMode="numeric"
                  isInvalid={timeIssue !== undefined}
                >
                  <Label className={styles.timeLabel}>{t('reversal.hours')}</Label>
                  <Input className={form.input} autoComplete="off" placeholder="0" />
                </TextField>
                <TextField
                  className={styles.timeField}
                  value={minutes}
                  onChange={timeInput(setMinutes, REVERSAL_MINUTES_MAX)}
                  inputMode="numeric"
                  isInvalid={timeIssue !== undefined}
                >
                  <Label className={styles.timeLabel}>{t('reversal.minutes')}</Label>
                  <Input className={form.input} autoComplete="off" placeholder="0" />
                </TextField>
              </div>
              <span id={`${id}-hint`} className={form.muted}>
                {t('reversal.intervalHint')}
              </span>
              {timeIssue && <span className={form.fieldError}>{t(timeIssue.key)}</span>}
            </fieldset>
          ) : (
            <RadioGroup
              className={form.group}
              value={direction}
              onChange={(next) => {
                setDirection(next as ReversalDirection);
                edited();
              }}
              isInvalid={directionMissing}
            >
              <Label className={form.groupLabel}>{t('reversal.direction')}</Label>
              <div className={form.segments}>
                <Radio className={form.segment} value="forward">
                  {t('reversal.forward')}
                </Radio>
                <Radio className={form.segment} value="reverse">
                  {t('reversal.reverse')}
                </Radio>
              </div>
              {directionMissing && (
                <Text slot="errorMessage" className={form.fieldError}>
                  {t('validation.loopCommand.incomplete')}
                </Text>
              )}
            </RadioGroup>
          )}

          <p
            className={form.status}
            data-tone={notice?.tone}
            role={notice?.tone === 'error' ? 'alert' : 'status'}
            data-testid="reversal-notice"
          >
            {notice?.text}
          </p>
          <Button
            type="submit"
            className={form.submit}
            isDisabled={sending || sent}
            data-state={attempt?.status}
          >
            {sending ? t('reversal.saving') : t('reversal.save')}
          </Button>
        </Form>
      </section>

      <section
        className={form.card}
        aria-labelledby={`${id}-log`}
        aria-busy={logs === undefined && !logError}
      >
        <h2 className={form.cardTitle} id={`${id}-log`}>
          {t('reversal.log')}
        </h2>
        {logError ? (
          <div className={form.errorBox} role="alert">
            <span>{typeof logError === 'boolean' ? t('reversal.logError') : logError}</span>
            {onRetryLogs && (
              <Button className={form.button} onPress={onRetryLogs}>
                {t('common.retry')}
              </Button>
            )}
          </div>
        ) : logs === undefined ? (
          <p className={form.muted}>{t('common.loading')}</p>
        ) : logs.length === 0 ? (
          <p className={form.muted}>{t('reversal.logEmpty')}</p>
        ) : (
          <ul className={styles.log} aria-label={t('reversal.log')}>
            {logs.slice(0, REVERSAL_LOG_PAGE_SIZE).map((entry, i) => (
              <li
                key={entry.id ?? `${entry.issuedAt}|${i}`}
                className={styles.logItem}
                data-result={entry.result}
              >
                <div className={styles.logHead}>
                  <span>
                    {entry.mode === 'auto'
                      ? `${t('reversal.modeAuto')} · ${intervalText(entry.intervalMinutes)}`
                      : `${t('reversal.modeManual')} · ${t(`reversal.${entry.direction}`)}`}
                  </span>
                  <span className={styles.result} data-result={entry.result}>
                    {t(`reversal.result.${entry.result}`)}
                  </span>
                </div>
                <div className={styles.logMeta}>
                  <span>
                    {t('reversal.issuer')} {entry.issuerName ?? '—'}
                  </span>
                  <span>
                    {t('reversal.issuedAt')} {when(entry.issuedAt)}
                  </span>
                  <span>
                    {t('reversal.doneAt')} {when(entry.doneAt)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        {logs !== undefined && !logError && pages > 1 && (
          <nav className={styles.pager} aria-label={t('reversal.pagination')}>
            <Button className={form.button} isDisabled={page <= 1} onPress={() => onPageChange?.(page - 1)}>
              {t('reversal.previous')}
            </Button>
            <span className={styles.pageText} aria-live="polite">
              {t('reversal.page', { page, pages })}
            </span>
            <Button
              className={form.button}
              isDisabled={page >= pages}
              onPress={() => onPageChange?.(page + 1)}
            >
              {t('reversal.next')}
            </Button>
          </nav>
        )}
      </section>
    </div>
  );
}
