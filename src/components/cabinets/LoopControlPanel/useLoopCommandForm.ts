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
} from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import type { FormMessageTone } from '../../ui/FormMessage';
import { useSendOnce } from '../../ui/useSendOnce';
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

/** What the form starts from: the loop's current mode and, for a manual loop, how it is set. */
export interface LoopCommandPreset {
  mode: LoopMode | null;
  valueKind: LoopValueKind | null;
}

const NO_PRESET: LoopCommandPreset = { mode: null, valueKind: null };

interface Options {
  loop: number;
  loopCount: number;
  /** The loop's current setting, selected until the user picks another (part 1 §4). */
  preset?: LoopCommandPreset;
  onSubmit: (request: LoopCommandRequest) => Promise<CommandOutcome>;
  /** Called with a command the data layer accepted, and the id of its record when the data layer said. */
  onSent: (command: Command, commandId: string | null) => void;
}

/**
 * The command form's state: the draft (the loop's current mode preselected), its validation (shown once the
 * user tried to send, each problem once, at its field), the command it makes, held for the user's
 * confirmation, and sent once (`useSendOnce`) after it, with the seed's messages for a refusal.
 */
export function useLoopCommandForm({ loop, loopCount, preset = NO_PRESET, onSubmit, onSent }: Options) {
  const { t } = useDamText(loopControlPanelTexts);
  const [draft, setDraft] = useState<LoopCommandDraft>(EMPTY_DRAFT);
  // A valid command held for the user's confirmation: a valve command is never sent on one tap.
  const [held, setHeld] = useState<Command | null>(null);
  const [touched, setTouched] = useState(false);
  const [message, setMessage] = useState<{ tone: FormMessageTone; text: string } | null>(null);
  const sendOnce = useSendOnce<Command, CommandOutcome>({
    send: (command, requestId) => onSubmit({ ...command, requestId }),
  });

  // Until the user picks, the loop's current mode (and a manual loop's way of setting) stays selected.
  const mode = draft.mode ?? preset.mode;
  const valueKind = draft.valueKind ?? (mode === 'manual' && draft.mode === null ? preset.valueKind : null);

  const allLoopNumbers = useMemo(() => Array.from({ length: loopCount }, (_, i) => i + 1), [loopCount]);
  const isAll = loop === 0;
  const allLoops = isAll && draft.target === 'all';
  const loops = isAll ? (allLoops ? allLoopNumbers : draft.chosen.map(Number).sort((a, b) => a - b)) : [loop];

  const issues = validateLoopCommand({
    mode: mode === null ? null : MODE_CODE[mode],
    valueType: valueKind ? KIND_CODE[valueKind] : null,
    value: draft.value,
    loop,
    chosenLoops: isAll ? loops : null,
  });
  // One problem, said once, at its field: the first one (the others show once it is mended).
  const firstIssue = touched ? issues[0] : undefined;
  const errorOf = (field: LoopCommandField): string | undefined =>
    firstIssue && firstIssue.field === (field === 'valueKind' ? 'valueType' : field)
      ? t(firstIssue.key)
      : undefined;

  /** The user changed the form: the last answer no longer applies. */
  const change = (patch: Partial<LoopCommandDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setMessage(null);
    sendOnce.reset();
  };

  /** Checks the draft; holds its command for `confirm` (a problem shows at its field instead). */
  const submit = () => {
    if (sendOnce.status === 'sending') return;
    setTouched(true);
    setMessage(null);
    if (issues[0]) return;
    const manual = mode === 'manual';
    const command: Command = {
      mode: mode ?? 'auto',
      valueKind: manual ? valueKind : null,
      value: manual ? toNumber(draft.value) : null,
      loop,
      loops,
      allLoops,
    };
    setHeld(command);
  };

  const send = async (command: Command) => {
    const failed = t('loop.control.failed', {
      loops: command.allLoops ? `1-${loopCount}` : command.loops.join(','),
    });
    const sent = await sendOnce.send(command);
    if (sent.status === 'skipped') return;
    if (sent.status === 'succeeded') {
      // Not 'setting succeeded': the cabinet has not executed it yet; the panel follows the command from here.
      onSent(command, sent.result.ok ? (sent.result.commandId ?? null) : null);
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
    draft: { ...draft, mode, valueKind },
    change,
    errorOf,
    allLoopNumbers,
    submit,
    /** The command waiting for the user's confirmation, or null. */
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
