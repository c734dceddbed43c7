import type { LoopCommand } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, DialogText } from '../../ui/Dialog';
import { Fact, Facts } from '../../ui/Facts';
import { loopControlPanelTexts } from './texts';

export interface CommandConfirmDialogProps {
  /** The command to confirm, with whether it goes to every loop; null keeps the dialog closed. */
  command: (LoopCommand & { allLoops: boolean }) | null;
  /** The cabinet's name as the page shows it; ignored with `everyCabinet`. */
  cabinetName?: string | undefined;
  /** The command goes to every cabinet at once (cabinet 0): the dialog says so. */
  everyCabinet: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation before a command reaches field equipment: what it changes, spelled out — cabinet, loops,
 * mode, value and unit. Nothing is sent until Send; Cancel and Escape send nothing.
 */
export function CommandConfirmDialog({
  command,
  cabinetName,
  everyCabinet,
  onConfirm,
  onCancel,
}: CommandConfirmDialogProps) {
  const { t } = useDamText(loopControlPanelTexts);
  const loops = !command
    ? ''
    : command.allLoops
      ? t('loop.control.targetAll')
      : t('loop.control.targetLoops', { loops: command.loops.join(',') });
  const manual = command?.mode === 'manual';
  const way =
    command?.valueKind === 'opening'
      ? t('loop.control.setOpening')
      : command?.valueKind === 'flowFast'
        ? t('loop.control.setFlowFast')
        : t('loop.control.setFlowSlow');
  return (
    <Dialog
      title={everyCabinet ? t('loop.control.everyCabinet.title') : t('loop.control.confirm.title')}
      role="alertdialog"
      isOpen={command !== null}
      hideCloseButton
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      {everyCabinet ? <DialogText>{t('loop.control.everyCabinet.message')}</DialogText> : null}
      <Facts column="150px" data-testid="loop-command-summary">
        <Fact term={t('loop.control.confirm.cabinet')}>
          {everyCabinet ? t('loop.control.confirm.everyCabinet') : (cabinetName ?? '—')}
        </Fact>
        <Fact term={t('loop.control.loops')}>{loops}</Fact>
        <Fact term={t('loop.control.mode')}>
          {manual ? `${t('loop.control.modeManual')} · ${way}` : t('loop.control.modeIntelligent')}
        </Fact>
        {manual ? (
          <Fact term={t('loop.control.value')}>
            {t(command?.valueKind === 'opening' ? 'loop.unit.percent' : 'loop.unit.flow', {
              value: command?.value,
            })}
          </Fact>
        ) : null}
      </Facts>
      <DialogActions>
        <Button variant="secondary" onPress={onCancel}>
          {t('loop.control.confirm.cancel')}
        </Button>
        <Button variant={everyCabinet ? 'danger' : 'primary'} onPress={onConfirm}>
          {everyCabinet ? t('loop.control.everyCabinet.confirm') : t('loop.control.confirm.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
