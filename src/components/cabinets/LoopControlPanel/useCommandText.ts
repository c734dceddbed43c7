import type { LoopCommandRecord } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { loopControlPanelTexts } from './texts';

/** How a command reads in the panel: 'Set opening 60%', 'Intelligent control'; and whom it reaches. */
export function useCommandText() {
  const { t } = useDamText(loopControlPanelTexts);
  const commandText = (record: Pick<LoopCommandRecord, 'mode' | 'valueKind' | 'value'>): string => {
    if (record.mode === 'auto') return t('loop.control.commandAuto');
    const value = record.value ?? '';
    switch (record.valueKind) {
      case 'opening':
        return t('loop.control.commandOpening', { value });
      case 'flowFast':
        return t('loop.control.commandFast', { value });
      case 'flowSlow':
        return t('loop.control.commandSlow', { value });
      default:
        return t('loop.control.modeManual');
    }
  };
  const targetText = (loop: number): string =>
    loop === 0 ? t('loop.control.targetAll') : t('loop.control.targetLoops', { loops: loop });
  return { commandText, targetText };
}
