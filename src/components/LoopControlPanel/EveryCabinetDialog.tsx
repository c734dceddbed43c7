import { useDamText } from '../../i18n/useDamText';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogSubject, DialogText } from '../ui/Dialog';
import { loopControlPanelTexts } from './texts';

export interface EveryCabinetDialogProps {
  /** What the command does, as the history writes it ('Set opening 100%'); null keeps the dialog closed. */
  command: string | null;
  /** The loops it goes to ('all loops', 'loop 1,2'). */
  target: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation before a command to every cabinet at once (cabinet 0): it names the command and the
 * loops, and says that every cabinet's valves will change. Cancel first, Send last; Escape cancels.
 */
export function EveryCabinetDialog({ command, target, onConfirm, onCancel }: EveryCabinetDialogProps) {
  const { t } = useDamText(loopControlPanelTexts);
  return (
    <Dialog
      title={t('loop.control.everyCabinet.title')}
      role="alertdialog"
      isOpen={command !== null}
      hideCloseButton
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <DialogText>{t('loop.control.everyCabinet.message')}</DialogText>
      <DialogSubject>
        {command} · {target}
      </DialogSubject>
      <DialogActions>
        <Button variant="secondary" onPress={onCancel}>
          {t('loop.control.everyCabinet.cancel')}
        </Button>
        <Button variant="danger" onPress={onConfirm}>
          {t('loop.control.everyCabinet.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
