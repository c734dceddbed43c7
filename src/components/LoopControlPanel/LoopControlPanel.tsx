import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextField,
} from 'react-aria-components';
import {
  commandPending,
  formatSiteDateTime,
  LOOP_CMD,
  LOOP_CMD_VALUE,
  LOOP_MAX,
  type LoopCmd,
  type LoopCmdValue,
  type LoopMode,
  loopCommandValue,
  loopMode,
  type ValidationIssue,
  validateLoopCommand,
} from '../../domain';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import * as styles from './LoopControlPanel.css';
import { newRequestId, useRepeatTapGuard } from './submitGuard';

/** What a manual command sets (c_cmd_value): flow slowly, the opening, or flow fast. */
export type LoopValueKind = 'flowSlow' | 'opening' | 'flowFast';

/** One loop-control record (part 1 §3 'Loop control record'), as domain values. */
export interface LoopCommandRecord {
  /** A stable id when the data layer has one; otherwise loop and times identify the record. */
  id?: string;
  /** The loop it was issued for (c_loop); 0 for all loops or a chosen set. */
  loop: number;
  /** Mode (c_cmd): auto (0, intelligent) or manual (1) — `commandMode(c_cmd)`. */
  mode: LoopMode;
  /** What a manual command sets (c_cmd_value) — `commandValueKind(c_cmd_value)`; null in auto mode. */
  valueKind: LoopValueKind | null;
  /** The flow (L/min) or opening (%) set (c_cmd_value2); null in auto mode. */
  value: number | null;
  /** Who issued it (c_who_name). */
  issuerName: string | null;
  /** When it was issued (c_when), epoch ms. */
  issuedAt: number | null;
  /** When the cabinet executed it (c_when_done), epoch ms; null while it waits. */
  doneAt: number | null;
}

/** The command the panel asks the data layer to send (api_issue_cmd). */
export interface LoopCommandRequest {
  /**
   * One id per distinct command. A retry of the same command after a failure carries the same id, so a data
   * layer (or backend) that saw the first attempt can drop the second; a new command gets a new id.
   */
  requestId: string;
  /** cmd: 0 automatic (intelligent), 1 manual. */
  cmd: LoopCmd;
  /** cmd_value: 1 set flow (slow), 2 set opening, 3 set flow (fast); null in automatic mode. */
  cmdValue: LoopCmdValue | null;
  /** cmd_value2: the flow or opening; 1 in automatic mode (part 2 §5). */
  cmdValue2: number;
  /** The page's loop: 1–72, or 0 for all loops or a chosen set. */
  loop: number;
  /** The loops the command reaches: the chosen set (or every loop) for loop 0, else `[loop]` (textLoop). */
  loops: number[];
  /** Loop 0 with 'all loops' picked. */
  allLoops: boolean;
}

/** How the data layer answers a command. A rejected promise means the call itself failed. */
export type LoopCommandResult =
  | { ok: true }
  /** The user may not operate loops: 'No operation permission, please contact administrator'. */
  | { ok: false; reason: 'permission' }
  /** The server refused it (code not 200); its message is shown when given. */
  | { ok: false; reason: 'rejected'; message?: string };

export interface LoopControlPanelProps {
  /** The loop: 1–72, or 0 for all loops or a chosen set. */
  loop: number;
  /** Loop numbers under automatic control (is_auto); undefined while loading. */
  autoLoops: readonly number[] | undefined;
  /** The just-issued command waiting for the cabinet, if any. */
  pending?: LoopCommandRecord | null;
  /** Executed commands, any order (waiting ones passed here are shown as waiting, not twice). */
  history?: readonly LoopCommandRecord[];
  /** Sends a command; never called twice for one tap, nor while a call is in flight. */
  onSubmit: (command: LoopCommandRequest) => Promise<LoopCommandResult>;
  /** False when the user has no right to operate loops: nothing is sent and the permission message shows. */
  canOperate?: boolean;
  /** The signed-in user's name, shown as issuer until the data layer reports the waiting command. */
  issuerName?: string;
  /** How many loops the cabinet has (loop 0 offers 1 to this; 72). */
  loopCount?: number;
  /** Loading the control records. */
  loading?: boolean;
  /** An error loading the records: true for the default text, or the text to show. */
  error?: ReactNode | boolean;
  /** Offered as a retry button in the error state. */
  onRetry?: () => void;
  /** "Now", epoch ms, for the optimistic waiting card; defaults to the clock. */
  now?: () => number;
}

type Mode = LoopMode | null;
type Target = 'all' | 'chosen';
type Notice = { tone: 'ok' | 'error'; text: string } | null;
type Attempt = { signature: string; requestId: string; status: 'sending' | 'succeeded' | 'failed' } | null;

const NO_RECORDS: readonly LoopCommandRecord[] = [];

const KIND_TO_VALUE: Record<LoopValueKind, LoopCmdValue> = {
  flowSlow: LOOP_CMD_VALUE.flowSlow,
  opening: LOOP_CMD_VALUE.opening,
  flowFast: LOOP_CMD_VALUE.flowFast,
};

function recordKey(record: LoopCommandRecord): string {
  return record.id ?? `${record.loop}|${record.issuedAt}|${record.mode}|${record.valueKind}|${record.value}`;
}

/**
 * Control of one loop, or of all / a chosen set of loops (part 1 §2 loopctrl, §4, §5, §8): the loop's mode
 * ('auto' when it is among the automatic loops, else 'manual'), its current setting, the command waiting for
 * the cabinet with its issuer and time, the form (intelligent, or manual by slow flow, opening 1–100 or fast
 * flow; loop 0 chooses among loops 1–72) and the history. Every message of the seed is shown; a command is
 * never sent twice by a double tap or a retry.
 */
export function LoopControlPanel({
  loop,
  autoLoops,
  pending,
  history = NO_RECORDS,
  onSubmit,
  canOperate = true,
  issuerName,
  loopCount = LOOP_MAX,
  loading = false,
  error,
  onRetry,
  now = Date.now,
}: LoopControlPanelProps) {
  const { t, language, timeZone } = useDamTranslation();
  const [mode, setMode] = useState<Mode>(null);
  const [valueKind, setValueKind] = useState<LoopValueKind | null>(null);
  const [value, setValue] = useState('');
  const [target, setTarget] = useState<Target>('chosen');
  const [chosen, setChosen] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [attempt, setAttempt] = useState<Attempt>(null);
  const [optimistic, setOptimistic] = useState<{
    record: LoopCommandRecord;
    pending: LoopControlPanelProps['pending'];
    history: readonly LoopCommandRecord[];
  } | null>(null);
  const inFlight = useRef(false);
  const tapGuard = useRepeatTapGuard(inFlight);
  const id = useId();

  const allLoopNumbers = useMemo(() => Array.from({ length: loopCount }, (_, i) => i + 1), [loopCount]);
  const autoSet = useMemo(() => new Set(autoLoops ?? []), [autoLoops]);
  const isAll = loop === 0;
  const chosenLoops = isAll
    ? target === 'all'
      ? allLoopNumbers
      : chosen.map(Number).sort((a, b) => a - b)
    : [loop];

  // Waiting and executed records: waiting ones passed in the history are shown once, as waiting.
  const { waiting, done, current } = useMemo(() => {
    const byKey = new Map<string, LoopCommandRecord>();
    for (const record of [...(pending ? [pending] : []), ...history]) byKey.set(recordKey(record), record);
    const all = [...byKey.values()].sort((a, b) => (b.issuedAt ?? 0) - (a.issuedAt ?? 0));
    const waitingRecords = all.filter((r) => commandPending(r.doneAt));
    const doneRecords = all.filter((r) => !commandPending(r.doneAt));
    return { waiting: waitingRecords, done: doneRecords, current: doneRecords[0] ?? null };
  }, [pending, history]);
  // The command just sent shows as waiting until the data layer reports it (new pending or history data).
  const showOptimistic =
    optimistic !== null &&
    waiting.length === 0 &&
    optimistic.pending === pending &&
    optimistic.history === history;
  const waitingShown = showOptimistic && optimistic ? [optimistic.record] : waiting;

  const modeValue = mode === null ? null : mode === 'auto' ? LOOP_CMD.auto : LOOP_CMD.manual;
  const issues: ValidationIssue[] = validateLoopCommand({
    mode: modeValue,
    valueType: valueKind ? KIND_TO_VALUE[valueKind] : null,
    value,
    loop,
    chosenLoops: isAll ? chosenLoops : null,
  });
  const shownIssues = touched ? issues : [];
  const issueOf = (field: string) => shownIssues.find((i) => i.field === field);

  const edited = () => {
    setNotice(null);
    if (attempt?.status === 'succeeded') setAttempt(null);
  };

  const describeCommand = (record: Pick<LoopCommandRecord, 'mode' | 'valueKind' | 'value'>) => {
    if (record.mode === 'auto') return t('loop.control.commandAuto');
    const v = record.value ?? '';
    if (record.valueKind === 'opening') return t('loop.control.commandOpening', { value: v });
    if (record.valueKind === 'flowFast') return t('loop.control.commandFast', { value: v });
    if (record.valueKind === 'flowSlow') return t('loop.control.commandSlow', { value: v });
    return t('loop.control.modeManual');
  };
  const targetText = (n: number) =>
    n === 0 ? t('loop.control.targetAll') : t('loop.control.targetLoops', { loops: n });
  const time = (ms: number | null) =>
    ms === null ? (
      '—'
    ) : (
      <time dateTime={new Date(ms).toISOString()} className={styles.nowrap}>
        {formatSiteDateTime(ms, timeZone, { language })}
      </time>
    );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    setTouched(true);
    if (issues.length > 0) {
      const first = issues[0]!;
      setNotice({ tone: 'error', text: t(first.key) });
      return;
    }
    if (!canOperate) {
      setNotice({ tone: 'error', text: t('loop.control.noPermission') });
      return;
    }
    const cmd: LoopCmd = mode === 'auto' ? LOOP_CMD.auto : LOOP_CMD.manual;
    const cmdValue = mode === 'manual' && valueKind ? KIND_TO_VALUE[valueKind] : null;
    const cmdValue2 = loopCommandValue(cmd, value) ?? 1;
    const loops = chosenLoops;
    const signature = JSON.stringify([cmd, cmdValue, cmdValue2, loop, loops]);
    if (attempt?.signature === signature && attempt.status !== 'failed') return;
    const requestId = attempt?.signature === signature ? attempt.requestId : newRequestId();

    inFlight.current = true;
    setAttempt({ signature, requestId, status: 'sending' });
    setNotice(null);
    const loopsText = isAll && target === 'all' ? `1-${loopCount}` : loops.join(',');
    try {
      const result = await onSubmit({
        requestId,
        cmd,
        cmdValue,
        cmdValue2,
        loop,
        loops,
        allLoops: isAll && target === 'all',
      });
      if (result.ok) {
        setAttempt({ signature, requestId, status: 'succeeded' });
        setNotice({ tone: 'ok', text: t('loop.control.succeeded') });
        setOptimistic({
          record: {
            loop,
            mode: cmd === LOOP_CMD.auto ? 'auto' : 'manual',
            valueKind: mode === 'manual' ? valueKind : null,
            value: mode === 'manual' ? cmdValue2 : null,
            issuerName: issuerName ?? null,
            issuedAt: now(),
            doneAt: null,
          },
          pending,
          history,
        });
      } else {
        setAttempt({ signature, requestId, status: 'failed' });
        setNotice({
          tone: 'error',
          text:
            result.reason === 'permission'
              ? t('loop.control.noPermission')
              : result.message || t('loop.control.failed', { loops: loopsText }),
        });
      }
    } catch {
      setAttempt({ signature, requestId, status: 'failed' });
      setNotice({ tone: 'error', text: t('loop.control.failed', { loops: loopsText }) });
    } finally {
      inFlight.current = false;
    }
  };

  const sending = attempt?.status === 'sending';
  const sent = attempt?.status === 'succeeded';
  const currentMode: LoopMode = loopMode(loop, autoLoops);

  if (error) {
    return (
      <div className={styles.root}>
        <div className={styles.errorBox} role="alert">
          <span>{typeof error === 'boolean' ? t('loop.control.loadError') : error}</span>
          {onRetry && (
            <Button className={styles.button} onPress={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <section
        className={styles.card}
        aria-labelledby={`${id}-status`}
        aria-busy={loading || autoLoops === undefined}
      >
        <h2 className={styles.cardTitle} id={`${id}-status`}>
          {isAll ? t('loop.allLoops') : t('loop.loopN', { loop })}
          {!isAll && autoLoops !== undefined && (
            <span className={styles.modeBadge} data-mode={currentMode}>
              {currentMode === 'auto' ? t('loop.control.statusAuto') : t('loop.control.statusManual')}
            </span>
          )}
        </h2>
        {autoLoops === undefined || loading ? (
          <p className={styles.muted}>{t('common.loading')}</p>
        ) : isAll ? (
          <div className={styles.group}>
            <span className={styles.term}>{t('loop.control.autoLoops')}</span>
            {autoLoops.length === 0 ? (
              <p className={styles.muted}>{t('loop.control.noAutoLoops')}</p>
            ) : (
              <ul className={styles.autoLoops} aria-label={t('loop.control.autoLoops')}>
                {[...autoLoops]
                  .sort((a, b) => a - b)
                  .map((n) => (
                    <li key={n} className={styles.autoLoop}>
                      {n}
                    </li>
                  ))}
              </ul>
            )}
          </div>
        ) : current ? (
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.term}>{t('loop.control.lastSetting')}</dt>
              <dd className={styles.definition}>{describeCommand(current)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>{t('loop.control.issuer')}</dt>
              <dd className={styles.definition}>{current.issuerName ?? '—'}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>{t('loop.control.issuedAt')}</dt>
              <dd className={styles.definition}>{time(current.issuedAt)}</dd>
            </div>
          </dl>
        ) : (
          <p className={styles.muted}>{t('loop.control.noSetting')}</p>
        )}
      </section>

      {waitingShown.map((record) => (
        <section
          key={recordKey(record)}
          className={styles.card}
          data-tone="waiting"
          aria-label={t('loop.control.waiting')}
          data-testid="loop-command-waiting"
        >
          <h2 className={styles.cardTitle}>
            <span className={styles.waitingLabel}>
              <span className={styles.waitingDot} aria-hidden="true" />
              {t('loop.control.waiting')}
            </span>
          </h2>
          <p className={styles.command}>
            {describeCommand(record)} · {targetText(record.loop)}
          </p>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.term}>{t('loop.control.issuer')}</dt>
              <dd className={styles.definition}>{record.issuerName ?? '—'}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>{t('loop.control.issuedAt')}</dt>
              <dd className={styles.definition}>{time(record.issuedAt)}</dd>
            </div>
          </dl>
          <p className={styles.muted}>{t('loop.control.waitingHint')}</p>
        </section>
      ))}

      <section className={styles.card} aria-labelledby={`${id}-form`}>
        <h2 className={styles.cardTitle} id={`${id}-form`}>
          {t('loop.control.title')}
        </h2>
        <Form
          className={styles.form}
          onSubmit={(e) => void submit(e)}
          {...tapGuard}
          validationBehavior="aria"
        >
          <RadioGroup
            className={styles.group}
            value={mode}
            onChange={(next) => {
              setMode(next as LoopMode);
              edited();
            }}
            isInvalid={issueOf('mode') !== undefined}
          >
            <Label className={styles.groupLabel}>{t('loop.control.mode')}</Label>
            <div className={styles.segments}>
              <Radio className={styles.segment} value="auto">
                {t('loop.control.modeIntelligent')}
              </Radio>
              <Radio className={styles.segment} value="manual">
                {t('loop.control.modeManual')}
              </Radio>
            </div>
            {issueOf('mode') && (
              <Text slot="errorMessage" className={styles.fieldError}>
                {t(issueOf('mode')!.key)}
              </Text>
            )}
          </RadioGroup>

          {mode === 'manual' && (
            <>
              <RadioGroup
                className={styles.group}
                value={valueKind}
                onChange={(next) => {
                  setValueKind(next as LoopValueKind);
                  edited();
                }}
                isInvalid={issueOf('valueType') !== undefined}
              >
                <Label className={styles.groupLabel}>{t('loop.control.valueType')}</Label>
                <div className={styles.segments}>
                  <Radio className={styles.segment} value="flowSlow">
                    {t('loop.control.setFlowSlow')}
                  </Radio>
                  <Radio className={styles.segment} value="opening">
                    {t('loop.control.setOpening')}
                  </Radio>
                  <Radio className={styles.segment} value="flowFast">
                    {t('loop.control.setFlowFast')}
                  </Radio>
                </div>
                {issueOf('valueType') && (
                  <Text slot="errorMessage" className={styles.fieldError}>
                    {t(issueOf('valueType')!.key)}
                  </Text>
                )}
              </RadioGroup>

              <TextField
                className={styles.field}
                value={value}
                onChange={(next) => {
                  setValue(next.replace(/[^\d.]/g, ''));
                  edited();
                }}
                inputMode={valueKind === 'opening' ? 'numeric' : 'decimal'}
                isInvalid={issueOf('value') !== undefined}
              >
                <Label className={styles.groupLabel}>
                  {valueKind === 'opening'
                    ? t('loop.control.openingValue')
                    : valueKind
                      ? t('loop.control.flowValue')
                      : t('loop.control.value')}
                </Label>
                <div className={styles.inputRow}>
                  <Input className={styles.input} autoComplete="off" />
                  {valueKind && (
                    <span className={styles.unit} aria-hidden="true">
                      {valueKind === 'opening' ? '%' : 'L/min'}
                    </span>
                  )}
                </div>
                {issueOf('value') && (
                  <Text slot="errorMessage" className={styles.fieldError}>
                    {t(issueOf('value')!.key)}
                  </Text>
                )}
              </TextField>
            </>
          )}

          {isAll && (
            <div className={styles.group}>
              <RadioGroup
                className={styles.group}
                value={target}
                onChange={(next) => {
                  setTarget(next as Target);
                  edited();
                }}
              >
                <Label className={styles.groupLabel}>{t('loop.control.loops')}</Label>
                <div className={styles.segments}>
                  <Radio className={styles.segment} value="all">
                    {t('loop.control.loopsAll')}
                  </Radio>
                  <Radio className={styles.segment} value="chosen">
                    {t('loop.control.loopsChosen')}
                  </Radio>
                </div>
              </RadioGroup>
              {target === 'chosen' && (
                <CheckboxGroup
                  className={styles.group}
                  value={chosen}
                  onChange={(next) => {
                    setChosen(next);
                    edited();
                  }}
                  isInvalid={issueOf('chosenLoops') !== undefined}
                >
                  <Label className={styles.groupLabel}>{t('loop.control.chooseLoops')}</Label>
                  <div className={styles.loopTools}>
                    <Button
                      className={styles.button}
                      onPress={() => {
                        setChosen(allLoopNumbers.map(String));
                        edited();
                      }}
                    >
                      {t('loop.control.selectAll')}
                    </Button>
                    <Button
                      className={styles.button}
                      onPress={() => {
                        setChosen([]);
                        edited();
                      }}
                    >
                      {t('loop.control.selectNone')}
                    </Button>
                    <span className={styles.legend}>
                      {t('loop.control.chosenCount', { count: chosen.length })}
                    </span>
                    <span className={styles.legend}>
                      <span className={styles.legendDot} aria-hidden="true" />
                      {t('loop.control.autoMark')}
                    </span>
                  </div>
                  <div className={styles.loopGrid}>
                    {allLoopNumbers.map((n) => (
                      <Checkbox
                        key={n}
                        value={String(n)}
                        className={styles.loopBox}
                        aria-label={
                          autoSet.has(n)
                            ? `${t('loop.loopN', { loop: n })} (${t('loop.control.autoMark')})`
                            : t('loop.loopN', { loop: n })
                        }
                      >
                        {n}
                        {autoSet.has(n) && <span className={styles.autoMark} aria-hidden="true" />}
                      </Checkbox>
                    ))}
                  </div>
                  {issueOf('chosenLoops') && (
                    <Text slot="errorMessage" className={styles.fieldError}>
                      {t(issueOf('chosenLoops')!.key)}
                    </Text>
                  )}
                </CheckboxGroup>
              )}
            </div>
          )}

          <p
            className={styles.status}
            data-tone={notice?.tone}
            role={notice?.tone === 'error' ? 'alert' : 'status'}
            data-testid="loop-control-notice"
          >
            {notice?.text}
          </p>
          <Button
            type="submit"
            className={styles.submit}
            isDisabled={sending || sent}
            data-state={attempt?.status}
          >
            {sending
              ? t('loop.control.submitting')
              : sent
                ? t('loop.control.submitted')
                : t('loop.control.submit')}
          </Button>
        </Form>
      </section>

      <section className={styles.card} aria-labelledby={`${id}-history`}>
        <h2 className={styles.cardTitle} id={`${id}-history`}>
          {t('loop.control.history')}
        </h2>
        {done.length === 0 ? (
          <p className={styles.muted}>{loading ? t('common.loading') : t('loop.control.noHistory')}</p>
        ) : (
          <ul className={styles.history} aria-label={t('loop.control.history')}>
            {done.map((record) => (
              <li key={recordKey(record)} className={styles.historyItem}>
                <div className={styles.historyHead}>
                  <span>{describeCommand(record)}</span>
                  <span>{targetText(record.loop)}</span>
                </div>
                <div className={styles.historyMeta}>
                  <span>
                    {t('loop.control.issuer')} {record.issuerName ?? '—'}
                  </span>
                  <span>
                    {t('loop.control.issuedAt')} {time(record.issuedAt)}
                  </span>
                  <span>
                    {t('loop.control.doneAt')} {time(record.doneAt)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
