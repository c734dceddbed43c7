import type { ReversalSettingState } from '../../../domain';
import { splitMinutes } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { autoReversalPanelTexts } from './texts';

/** What a reversal setting says: its mode, interval or direction. */
export type ReversalSettingSummary = Pick<ReversalSettingState, 'mode' | 'direction' | 'intervalMinutes'>;

/** How a reversal reads: 'every 1 d 12 h', 'Automatic · every 12 h', 'Manual · Reverse', 'not set yet'. */
export function useReversalText() {
  const { t } = useDamText(autoReversalPanelTexts);
  const interval = (totalMinutes: number | null): string => {
    const parts = splitMinutes(totalMinutes);
    if (!parts) return '—';
    const words = [
      parts.days ? t('reversal.intervalDays', { count: parts.days }) : null,
      parts.hours ? t('reversal.intervalHours', { count: parts.hours }) : null,
      parts.minutes || (!parts.days && !parts.hours)
        ? t('reversal.intervalMinutes', { count: parts.minutes })
        : null,
    ].filter(Boolean);
    return t('reversal.every', { interval: words.join(' ') });
  };
  const setting = ({ mode, direction, intervalMinutes }: ReversalSettingSummary): string => {
    if (!mode) return t('reversal.notSet');
    if (mode === 'auto') return `${t('reversal.modeAuto')} · ${interval(intervalMinutes)}`;
    return `${t('reversal.modeManual')} · ${direction ? t(`reversal.${direction}`) : '—'}`;
  };
  return { interval, setting };
}
