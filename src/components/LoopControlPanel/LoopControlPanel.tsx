import { type ReactNode, useMemo } from 'react';
import { type CommandOutcome, LOOP_MAX, type LoopCommand, type LoopCommandRecord } from '../../domain';
import { useDamText } from '../../i18n/useDamText';
import { cardStack } from '../ui/Card/Card.css';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../ui/props';
import { StatusMessage } from '../ui/StatusMessage';
import { CommandHistory } from './CommandHistory';
import { LoopCommandForm } from './LoopCommandForm';
import { LoopStatusCard } from './LoopStatusCard';
import { loopControlPanelTexts } from './texts';
import { useLoopCommandForm } from './useLoopCommandForm';
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
  autoLoops?: readonly number[];
  /**
   * The just-issued command waiting for the cabinet, if any.
   * @selector [data-waiting]
   */
  pending?: LoopCommandRecord | null;
  /** Executed commands, any order (waiting ones passed here are shown as waiting, not twice). */
  history?: readonly LoopCommandRecord[];
  /**
   * Sends a command; never called twice for one tap, nor while a call is in flight. Resolve the answer
   * (`{ ok: false, reason: 'permission' | 'rejected', message? }` shows the seed's message or the server's);
   * reject when the call itself failed ('Operation failed! loop …').
   * @selector [data-send-status="idle" | "sending" | "succeeded" | "failed"]
   */
  onSubmit: (command: LoopCommandRequest) => Promise<CommandOutcome>;
  /** False when the user has no right to operate loops: nothing is sent and the permission message shows. */
  canOperate?: boolean;
  /** The signed-in user's name, shown as issuer until the data layer reports the waiting command. */
  issuerName?: string;
  /** How many loops the cabinet has (loop 0 offers 1 to this; 72). */
  loopCount?: number;
  /**
   * Loading the control records.
   * @selector [aria-busy="true"]
   */
  loading?: boolean;
  /**
   * An error loading the records: true for the default text, or the text to show (the panel shows only it).
   * @selector [data-error]
   */
  error?: ReactNode | boolean;
  /**
   * The command goes to every cabinet at once (cabinet 0): the form says so and asks for confirmation
   * before it sends (the backend also wants the main-power right for it).
   */
  everyCabinet?: boolean;
  /** "Now", epoch ms: the time shown for a command just sent, until the data layer reports it; the clock. */
  now?: number;
}

/**
 * Control of one loop, or of all / a chosen set of loops (part 1 §2 loopctrl, §4, §5, §8): the loop's mode
 * and current setting, the command waiting for the cabinet with its issuer and time, the form (intelligent,
 * or manual by slow flow, opening 1–100 or fast flow; loop 0 chooses among loops 1–72) and the history.
 * Every message of the seed is shown; a command is never sent twice by a double tap or a retry.
 */
export function LoopControlPanel({
  loop,
  autoLoops,
  pending,
  history,
  onSubmit,
  canOperate = true,
  issuerName,
  loopCount = LOOP_MAX,
  loading = false,
  error,
  onRetry,
  now,
  everyCabinet = false,
  className,
  style,
}: LoopControlPanelProps) {
  const { t } = useDamText(loopControlPanelTexts);
  const commands = useShownCommands(pending, history);
  const form = useLoopCommandForm({
    loop,
    loopCount,
    canOperate,
    confirmFirst: everyCabinet,
    onSubmit,
    onSent: ({ mode, valueKind, value }) =>
      commands.markSent({
        loop,
        mode,
        valueKind,
        value,
        issuerName: issuerName ?? null,
        issuedAt: now ?? Date.now(),
        doneAt: null,
      }),
  });
  const autoSet = useMemo(() => new Set(autoLoops ?? []), [autoLoops]);

  return (
    <div
      className={joinClassNames(cardStack, className)}
      style={style}
      data-send-status={form.status}
      aria-busy={loading || undefined}
      data-error={error ? true : undefined}
      data-waiting={commands.waiting.length > 0 || undefined}
    >
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
          <LoopCommandForm form={form} loop={loop} autoLoops={autoSet} everyCabinet={everyCabinet} />
          <CommandHistory records={commands.done} loading={loading} />
        </>
      )}
    </div>
  );
}
