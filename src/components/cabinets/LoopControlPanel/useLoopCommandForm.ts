import { useMemo, useState } from 'react';
import { isDamError } from '../../../client/errors';
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
import { useFailureText } from '../../ui/useFailureText';
import { useSendForm } from '../../ui/useSendForm';
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
 * The command form's state (`useSendForm`): the draft (the loop's current mode preselected), its validation
 * (shown once the user tried to send, each problem once, at its field), the command it makes, held for the
 * user's confirmation, and sent once after it, with the seed's messages for a refusal.
 */
export function useLoopCommandForm({ loop, loopCount, preset = NO_PRESET, onSubmit, onSent }: Options) {
  const { t } = useDamText(loopControlPanelTexts);
  const failureText = useFailureText(loopControlPanelTexts);
  // A valid command held for the user's confirmation: a valve command is never sent on one tap.
  const [held, setHeld] = useState<Command | null>(null);
  const allLoopNumbers = useMemo(() => Array.from({ length: loopCount }, (_, i) => i + 1), [loopCount]);
  const isAll = loop === 0;

  /** The draft as it stands: until the user picks, the loop's current mode (and way of setting) stays. */
  const effective = (draft: LoopCommandDraft) => {
    const mode = draft.mode ?? preset.mode;
    const valueKind = draft.valueKind ?? (mode === 'manual' && draft.mode === null ? preset.valueKind : null);
    const allLoops = isAll && draft.target === 'all';
    const loops = isAll
      ? allLoops
        ? allLoopNumbers
        : draft.chosen.map(Number).sort((a, b) => a - b)
      : [loop];
    return { ...draft, mode, valueKind, allLoops, loops };
  };

  const form = useSendForm({
    t,
    initial: EMPTY_DRAFT,
    validate: (draft) => {
      const { mode, valueKind, value, loops } = effective(draft);
      return validateLoopCommand({
        mode: mode === null ? null : MODE_CODE[mode],
        valueType: valueKind ? KIND_CODE[valueKind] : null,
        value,
        loop,
        chosenLoops: isAll ? loops : null,
      });
    },
    // One problem, said once, at its field: the first one (the others show once it is mended).
    issues: 'live',
    firstIssueOnly: true,
    command: (draft): Command => {
      const { mode, valueKind, value, loops, allLoops } = effective(draft);
      const manual = mode === 'manual';
      return {
        mode: mode ?? 'auto',
        valueKind: manual ? valueKind : null,
        value: manual ? toNumber(value) : null,
        loop,
        loops,
        allLoops,
      };
    },
    send: (command: Command, requestId) => onSubmit({ ...command, requestId }),
    isSuccess: (outcome) => outcome.ok,
    answers: (sent, command) => {
      // Not 'setting succeeded': the cabinet has not executed it yet; the panel follows the command from here.
      if (sent.status === 'skipped' || sent.status === 'succeeded') return null;
      const failed = t('loop.control.failed', {
        loops: command.allLoops ? `1-${loopCount}` : command.loops.join(','),
      });
      if (sent.status === 'refused' && !sent.result.ok) {
        const refusal = sent.result;
        if (refusal.reason === 'permission') return { tone: 'error', text: t('loop.control.noPermission') };
        const { error } = refusal;
        // Offline nothing was sent (a valve command is never queued): say so, rather than 'failed'.
        const offline =
          isDamError(error, 'network') && (error.cause === 'offline' || navigator.onLine === false);
        if (offline) return { tone: 'error', text: t('loop.control.offline') };
        // A cabinet's refusal names the loops it failed, else the loops of the command.
        const unnamed = error?.reason === 'loopCommandFailed' && !error.loops?.length;
        const text = error && !unnamed ? failureText(error) : refusal.message;
        return { tone: 'error', text: text || failed };
      }
      return { tone: 'error', text: failed };
    },
    onSucceeded: (command, _text, outcome) =>
      onSent(command, outcome.ok ? (outcome.commandId ?? null) : null),
  });
  const { mode, valueKind } = effective(form.values);

  return {
    draft: { ...form.values, mode, valueKind },
    /** The user changed the form: the last answer no longer applies. */
    change: (patch: Partial<LoopCommandDraft>) => {
      form.setValues((current) => ({ ...current, ...patch }));
      form.edited();
    },
    errorOf: (field: LoopCommandField): string | undefined =>
      form.error(field === 'valueKind' ? 'valueType' : field) ?? undefined,
    allLoopNumbers,
    /** Checks the draft; holds its command for `confirm` (a problem shows at its field instead). */
    submit: () => {
      const command = form.check();
      if (command !== null) setHeld(command);
    },
    /** The command waiting for the user's confirmation, or null. */
    held,
    /** Sends the held command. */
    confirm: async () => {
      if (!held) return;
      setHeld(null);
      await form.send(held);
    },
    /** Drops the held command: nothing is sent. */
    cancel: () => setHeld(null),
    /** The answer to the last send or the first problem; hidden while a send is in flight. */
    message: form.message,
    status: form.status,
    tapGuardProps: form.formProps.tapGuardProps,
  };
}

export type LoopCommandForm = ReturnType<typeof useLoopCommandForm>;
