import { splitDuration, type WarningFactValue } from '../../../domain';
import { formatNumber } from '../../../domain/number';
import type { Language } from '../../../i18n/language';
import { useDamText } from '../../../i18n/useDamText';
import { SiteTime } from '../../ui/SiteTime';
import { warningListTexts } from './texts';

/** The message key of a length of time: '2 d 3 h', '3 h 20 min' or '12 min'. */
function durationKey(parts: ReturnType<typeof splitDuration>): string {
  if (parts.days > 0) return 'warning.duration.days';
  if (parts.hours > 0) return 'warning.duration.hours';
  return 'warning.duration.minutes';
}

/**
 * A degree value with the card's decimals (`distinguishingDecimals`: a value and its limit read differently
 * when they differ); without them one decimal at least (tenths on the wire) and two at most.
 */
function degrees(value: number, language: Language, signed?: boolean, decimals?: number): string {
  const text = formatNumber(Math.abs(value), language, decimals ?? 2, decimals ?? 1);
  if (signed) return `±${text}`;
  return value < 0 ? `-${text}` : text;
}

/** A fact's value as the card shows it: units of the seed, times in the site's zone, a dash when missing. */
export function FactValue({ value }: { value: WarningFactValue }) {
  const { t, language } = useDamText(warningListTexts);
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'cabinet':
      return t('warning.cabinetN', { id: value.id });
    case 'loop':
      return t('warning.loopN', { loop: value.loop });
    case 'celsius':
      return t('loop.unit.celsius', {
        value: degrees(value.celsius, language, value.signed, value.decimals),
      });
    case 'celsiusPerDay':
      return t('warning.celsiusPerDay', { value: degrees(value.celsius, language, false, value.decimals) });
    case 'flow':
      if (value.flow.kind === 'value') {
        return t('loop.unit.flow', { value: formatNumber(value.flow.lpm, language, 2, 2) });
      }
      return t(`loop.flowState.${value.flow.kind}`);
    case 'time':
      return <SiteTime value={value.at} />;
    case 'duration': {
      const parts = splitDuration(value.ms);
      return t(durationKey(parts), parts);
    }
    case 'missing':
      return '—';
  }
}
