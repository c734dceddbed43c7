import type { EntryRefusal, PendingEntry } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { SiteTime } from '../../ui/SiteTime';
import * as styles from './PendingEntries.css';
import { pendingEntriesTexts } from './texts';

/** The message key naming an entry's kind. */
export function pendingEntryKindKey(entry: PendingEntry): string {
  if (entry.kind === 'aggregateEntry') return 'pending.kind.aggregate';
  return entry.entry.kind === 1
    ? 'pending.kind.outlet'
    : entry.entry.kind === 2
      ? 'pending.kind.bin'
      : 'pending.kind.pouring';
}

/** Why the server refused an entry, in the reader's language when the server named the rule. */
function refusalText(refused: EntryRefusal, t: (key: string) => string): string {
  const text = refused.messageKey ? t(refused.messageKey) : '';
  return text && text !== refused.messageKey ? text : refused.message;
}

/** One kept entry: kind, value and time; why it was refused, if it was; its Discard button. */
export function PendingEntryItem({ entry, onDiscard }: { entry: PendingEntry; onDiscard: () => void }) {
  const { t } = useDamText(pendingEntriesTexts);
  const reason = entry.refused ? refusalText(entry.refused, t) : null;
  return (
    <li className={styles.item} data-refused={entry.refused ? true : undefined} data-testid="pending-entry">
      <div className={styles.facts}>
        <span className={styles.kind}>{t(pendingEntryKindKey(entry))}</span>
        <span className={styles.value}>{entry.entry.tempC.toFixed(1)} °C</span>
        <SiteTime value={entry.entry.at} className={styles.time} />
        {reason ? <span className={styles.refused}>{t('pending.refused', { reason })}</span> : null}
      </div>
      <Button variant="quiet" onPress={onDiscard} className={styles.discard}>
        {t('pending.discard')}
      </Button>
    </li>
  );
}
