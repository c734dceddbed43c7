import { formatSiteDateTime } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Alert } from '../../ui/Alert';
import { loopControlPanelTexts } from './texts';

/**
 * Where a command the user sent stands, as the backend says (part 1 §4): `sent` (accepted, not yet in the
 * cabinet's records), `waiting` (recorded, the cabinet has not executed it), `executed`; `everyCabinet` for
 * a command to every cabinet, which each cabinet executes on its own.
 */
export type CommandProgressState = 'sent' | 'waiting' | 'executed' | 'everyCabinet';

export interface CommandProgressProps {
  state: CommandProgressState;
  /** When the cabinet executed it, epoch ms (state `executed`). */
  doneAt?: number | null | undefined;
}

/** The progress line under the send button: never 'succeeded' before the cabinet has executed the command. */
export function CommandProgress({ state, doneAt }: CommandProgressProps) {
  const { t, language, timeZone } = useDamText(loopControlPanelTexts);
  const time = doneAt != null ? formatSiteDateTime(doneAt, timeZone, { language, seconds: true }) : '';
  return (
    <div data-testid="loop-command-progress" data-state={state}>
      <Alert tone={state === 'executed' ? 'success' : 'info'} role="status">
        {t(`loop.control.progress.${state}`, { time })}
      </Alert>
    </div>
  );
}
