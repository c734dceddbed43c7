import { forwardRef, useMemo, useState } from 'react';
import {
  type CommandOutcome,
  commandPending,
  LOOP_MAX,
  type LoopCommand,
  type LoopCommandRecord,
  loopMode,
  type WriteRefusal,
} from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { cardStack } from '../../ui/Card/Card.css';
import { joinClassNames, type LoadError, type LoadStateProps, type StyleProps } from '../../ui/props';
import { ReadOnlyNotice } from '../../ui/ReadOnlyNotice';
import { StatusMessage } from '../../ui/StatusMessage';
import { CommandHistory } from './CommandHistory';
import { CommandProgress, type CommandProgressState } from './CommandProgress';
import { LoopCommandForm } from './LoopCommandForm';
import { LoopStatusCard } from './LoopStatusCard';
import { loopControlPanelTexts } from './texts';
import { type LoopCommandPreset, useLoopCommandForm } from './useLoopCommandForm';
import { recordKey, useShownCommands } from './useShownCommands';
import { WaitingCommandCard } from './WaitingCommandCard';

/** The command the panel asks the data layer to send (api_issue_cmd), in domain terms. */
export interface LoopCommandRequest extends LoopCommand {
  /**
   * One id per distinct command. A retry of the same command after a failure carries the same id, so a data
   * layer (or backend) that saw the first attempt can drop the second; a new command gets a new id.
   */
  requestId: string;
  /** Loop 0 with 'all loops' picked (then `loops` is every loop of the cabinet). */
  allLoops: boolean;
}

export interface LoopControlPanelProps extends StyleProps, LoadStateProps {
  /** The loop: 1–72, or 0 for all loops or a chosen set. */
  loop: number;
  /** Loop numbers under automatic control (is_auto); until given, the loop's mode shows as loading. */
  autoLoops?: readonly number[] | undefined;
  /**
   * The just-issued command waiting for the cabinet, if any.
   * @selector [data-waiting]
   */
  pending?: LoopCommandRecord | null | undefined;
  /** Executed commands, any order (waiting ones passed here are shown as waiting, not twice). */
  history?: readonly LoopCommandRecord[] | undefined;
  /**
   * Sends a command, after the user confirmed its summary; never called twice for one tap, nor while a call
   * is in flight. Resolve the answer: `{ ok: true, commandId }` (the id of the record the backend made) lets
   * the panel follow the command — sent, waiting for the cabinet, executed; `{ ok: false, reason:
   * 'permission' | 'rejected', message? }` shows the seed's message or the server's. Reject when the call
   * itself failed ('Operation failed! loop …').
   * @selector [data-send-status="idle" | "sending" | "succeeded" | "failed"]
   */
  onSubmit: (command: LoopCommandRequest) => Promise<CommandOutcome>;
  /**
   * Why the user may not operate these loops (the visitor; cabinet 0 without the main-power right): the
   * panel is read-only — the reason up front, the loop's state and history, no command form.
   * @selector [data-read-only]
   */
  refusal?: WriteRefusal | null | undefined;
  /** The cabinet's name, for the confirmation's summary. */
  cabinetName?: string | undefined;
  /** The signed-in user's name, shown as issuer until the data layer reports the waiting command. */
  issuerName?: string | undefined;
  /** How many loops the cabinet has (loop 0 offers 1 to this; 72). */
  loopCount?: number | undefined;
  /**
   * Loading the control records.
   * @selector [aria-busy="true"]
   */
  loading?: boolean | undefined;
  /**
   * An error loading the records: true for the default text, the text to show (the panel shows only it), or the `DamError`.
   * @selector [data-error]
   */
  error?: LoadError | undefined;
  /**
   * The command goes to every cabinet at once (cabinet 0): the form says so and asks for confirmation
   * before it sends (the backend also wants the main-power right for it).
   */
  everyCabinet?: boolean | undefined;
  /** "Now", epoch ms: the time shown for a command just sent, until the data layer reports it; the clock. */
  now?: number | undefined;
}

/**
 * Control of one loop, or of all / a chosen set of loops (part 1 §2 loopctrl, §4, §5, §8): the loop's mode
 * and current setting, the command waiting for the cabinet with its issuer and time, the form (intelligent,
 * or manual by slow flow, opening 1–100 or fast flow; loop 0 chooses among loops 1–72) and the history.
 * Every message of the seed is shown; a command is never sent twice by a double tap or a retry.
 */
export const LoopControlPanel = /* @__PURE__ */ forwardRef<HTMLDivElement, LoopControlPanelProps>(
  function LoopControlPanel(
    {
      loop,
      autoLoops,
      pending,
      history,
      onSubmit,
      refusal = null,
      cabinetName,
      issuerName,
      loopCount = LOOP_MAX,
      loading = false,
      error,
      onRetry,
      now,
      everyCabinet = false,
      className,
      style,
    },
    ref,
  ) {
    const { t } = useDamText(loopControlPanelTexts);
    const commands = useShownCommands(pending, history);
    const autoSet = useMemo(() => new Set(autoLoops ?? []), [autoLoops]);
    // A single loop's form starts on its current mode, and a manual loop on how it is set now.
    const current = commands.current;
    const preset = useMemo<LoopCommandPreset>(() => {
      if (loop === 0 || autoLoops === undefined) return { mode: null, valueKind: null };
      const mode = loopMode(loop, autoLoops);
      return { mode, valueKind: mode === 'manual' && current?.mode === 'manual' ? current.valueKind : null };
    }, [loop, autoLoops, current]);
    // The command the user sent last, followed in the records until the cabinet has executed it.
    const [followed, setFollowed] = useState<{ commandId: string | null } | null>(null);
    const form = useLoopCommandForm({
      loop,
      loopCount,
      preset,
      onSubmit,
      onSent: ({ mode, valueKind, value }, commandId) => {
        setFollowed({ commandId });
        commands.markSent({
          loop,
          mode,
          valueKind,
          value,
          issuerName: issuerName ?? null,
          issuedAt: now ?? Date.now(),
          doneAt: null,
        });
      },
    });
    const progress = followCommand(followed, everyCabinet, pending, history);

    return (
      <div
        ref={ref}
        className={joinClassNames(cardStack, className)}
        style={style}
        data-send-status={form.status}
        aria-busy={loading || undefined}
        data-error={error ? true : undefined}
        data-waiting={commands.waiting.length > 0 || undefined}
        data-read-only={refusal ? refusal : undefined}
      >
        {refusal ? <ReadOnlyNotice refusal={refusal} /> : null}
        {error ? (
          <StatusMessage tone="error" onRetry={onRetry}>
            {error === true ? t('loop.control.loadError') : error}
          </StatusMessage>
        ) : (
          <>
            <LoopStatusCard loop={loop} autoLoops={autoLoops} current={commands.current} loading={loading} />
            {commands.waiting.map((record) => (
              <WaitingCommandCard key={recordKey(record)} record={record} />
            ))}
            {refusal ? null : (
              <LoopCommandForm
                form={form}
                loop={loop}
                autoLoops={autoSet}
                everyCabinet={everyCabinet}
                cabinetName={cabinetName}
                onConfirm={() => setFollowed(null)}
                progress={progress && form.status !== 'sending' ? <CommandProgress {...progress} /> : null}
              />
            )}
            <CommandHistory records={commands.done} loading={loading} />
          </>
        )}
      </div>
    );
  },
);

/** Where the followed command stands in the records the data layer gave (null: nothing followed). */
function followCommand(
  followed: { commandId: string | null } | null,
  everyCabinet: boolean,
  pending: LoopCommandRecord | null | undefined,
  history: readonly LoopCommandRecord[] | undefined,
): { state: CommandProgressState; doneAt?: number | null } | null {
  if (!followed) return null;
  // Cabinet 0's records are each cabinet's own: there is no one record to follow.
  if (everyCabinet) return { state: 'everyCabinet' };
  const id = followed.commandId;
  const record = id === null ? undefined : [pending, ...(history ?? [])].find((r) => r?.id === id);
  if (!record) return { state: 'sent' };
  return commandPending(record.doneAt) ? { state: 'waiting' } : { state: 'executed', doneAt: record.doneAt };
}
