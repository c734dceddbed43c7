import { useMemo, useState } from 'react';
import {
  type CommandOutcome,
  LOOP_CMD,
  LOOP_CMD_VALUE,
  type LoopCommand,
  type LoopMode,
  type LoopValueKind,
  toNumber,
  validateLoopCommand,
} from '../../domain';
import { useDamText } from '../../i18n/useDamText';
import type { FormMessageTone } from '../ui/FormMessage';
import { useSendOnce } from '../ui/useSendOnce';
import type { LoopCommandRequest } from './LoopControlPanel';
import { loopControlPanelTexts } from './texts';

/** Loop 0: every loop of the cabinet, or the ones ticked. */
export type LoopTarget = 'all' | 'chosen';

/** The form as the user fills it in. */
export interface LoopCommandDraft {
  mode: LoopMode | null;
  valueKind: LoopValueKind | null;
  /** The value as typed (digits and a point). */
  value: string;
  target: LoopTarget;
  /** Loop 0 with 'chosen': the ticked loops, as the tiles' values. */
  chosen: string[];
}

/** The fields of the draft a validation message can point at. */
export type LoopCommandField = 'mode' | 'valueKind' | 'value' | 'chosenLoops';

const EMPTY_DRAFT: LoopCommandDraft = {
  mode: null,
  valueKind: null,
  value: '',
  target: 'chosen',
  chosen: [],
};

// The domain rule still speaks the wire codes (cmd, cmd_value); these map the draft onto them.
const MODE_CODE = { auto: LOOP_CMD.auto, manual: LOOP_CMD.manual } as const;
const KIND_CODE = LOOP_CMD_VALUE satisfies Record<LoopValueKind, number>;

type Command = LoopCommand & Pick<LoopCommandRequest, 'allLoops'>;

interface Options {
  loop: number;
  loopCount: number;
  canOperate: boolean;
  /** Hold a valid command until the user confirms it (`confirm`) — for a command to every cabinet. */
  confirmFirst?: boolean;
  onSubmit: (request: LoopCommandRequest) => Promise<CommandOutcome>;
  /** Called with a command the data layer accepted. */
  onSent: (command: Command) => void;
}

/**
 * The command form's state: the draft, its validation (shown once the user tried to send), the command it
 * makes, and sending it once (`useSendOnce`) with the seed's messages for each answer.
 */
export function useLoopCommandForm({
  loop,
  loopCount,
  canOperate,
  confirmFirst = false,
  onSubmit,
  onSent,
}: Options) {
  const { t } = useDamText(loopControlPanelTexts);
  const [draft, setDraft] = useState<LoopCommandDraft>(EMPTY_DRAFT);
  // A valid command held for the user's confirmation (confirmFirst).
  const [held, setHeld] = useState<Command | null>(null);
  const [touched, setTouched] = useState(false);
  const [message, setMessage] = useState<{ tone: FormMessageTone; text: string } | null>(null);
  const sendOnce = useSendOnce<Command, CommandOutcome>({
    send: (command, requestId) => onSubmit({ ...command, requestId }),
  });

  const allLoopNumbers = useMemo(() => Array.from({ length: loopCount }, (_, i) => i + 1), [loopCount]);
  const isAll = loop === 0;
  const allLoops = isAll && draft.target === 'all';
  const loops = isAll ? (allLoops ? allLoopNumbers : draft.chosen.map(Number).sort((a, b) => a - b)) : [loop];

  const issues = validateLoopCommand({
    mode: draft.mode === null ? null : MODE_CODE[draft.mode],
    valueType: draft.valueKind ? KIND_CODE[draft.valueKind] : null,
    value: draft.value,
    loop,
    chosenLoops: isAll ? loops : null,
  });
  const errorOf = (field: LoopCommandField): string | undefined => {
    const issue = touched
      ? issues.find((i) => i.field === (field === 'valueKind' ? 'valueType' : field))
      : undefined;
    return issue ? t(issue.key) : undefined;
  };

  /** The user changed the form: the last answer no longer applies. */
  const change = (patch: Partial<LoopCommandDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setMessage(null);
    sendOnce.reset();
  };

  /** Checks the draft; sends its command, or holds it for `confirm` when `confirmFirst`. */
  const submit = async () => {
    if (sendOnce.status === 'sending') return;
    setTouched(true);
    const problem = issues[0] ? t(issues[0].key) : canOperate ? null : t('loop.control.noPermission');
    if (problem) {
      setMessage({ tone: 'error', text: problem });
      return;
    }
    const manual = draft.mode === 'manual';
    const command: Command = {
      mode: draft.mode ?? 'auto',
      valueKind: manual ? draft.valueKind : null,
      value: manual ? toNumber(draft.value) : null,
      loop,
      loops,
      allLoops,
    };
    if (confirmFirst) {
      setHeld(command);
      return;
    }
    await send(command);
  };

  const send = async (command: Command) => {
    const failed = t('loop.control.failed', {
      loops: command.allLoops ? `1-${loopCount}` : command.loops.join(','),
    });
    const sent = await sendOnce.send(command);
    if (sent.status === 'skipped') return;
    if (sent.status === 'succeeded') {
      setMessage({ tone: 'success', text: t('loop.control.succeeded') });
      onSent(command);
    } else if (sent.status === 'refused' && !sent.result.ok) {
      const refusal = sent.result;
      const text =
        refusal.reason === 'permission' ? t('loop.control.noPermission') : refusal.message || failed;
      setMessage({ tone: 'error', text });
    } else {
      setMessage({ tone: 'error', text: failed });
    }
  };

  return {
    draft,
    change,
    errorOf,
    allLoopNumbers,
    submit,
    /** The command waiting for the user's confirmation (confirmFirst), or null. */
    held,
    /** Sends the held command. */
    confirm: async () => {
      if (!held) return;
      setHeld(null);
      await send(held);
    },
    /** Drops the held command: nothing is sent. */
    cancel: () => setHeld(null),
    /** The answer to the last send or the first problem; hidden while a send is in flight. */
    message: sendOnce.status === 'sending' ? null : message,
    status: sendOnce.status,
    tapGuardProps: sendOnce.tapGuardProps,
  };
}

export type LoopCommandForm = ReturnType<typeof useLoopCommandForm>;
