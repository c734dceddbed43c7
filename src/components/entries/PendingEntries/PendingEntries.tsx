import { forwardRef, useState } from 'react';
import type { PendingEntry } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { joinClassNames, type StyleProps } from '../../ui/props';
import { DiscardEntryDialog } from './DiscardEntryDialog';
import * as styles from './PendingEntries.css';
import { PendingEntryItem } from './PendingEntryItem';
import { pendingEntriesTexts } from './texts';

export interface PendingEntriesProps extends StyleProps {
  /** Entries kept on the device (`useEntryOutbox().pending`, or a part of it); nothing shows when empty. */
  pending: readonly PendingEntry[];
  /**
   * They are being sent now.
   * @selector [data-sending]
   */
  sending?: boolean | undefined;
  /** Offered as a 'Send now' button while some wait (they are also sent by themselves). */
  onSendNow?: () => void;
  /** The user confirmed to forget one (by its key). */
  onDiscard: (key: string) => void;
}

/**
 * Hand entries waiting to send (no network) or refused by the server: how many, each with its kind, value,
 * time and, when refused, why; 'Send now', and 'Discard' behind a confirmation. It renders nothing when no
 * entry waits, so a screen can always place it above its list.
 */
export const PendingEntries = /* @__PURE__ */ forwardRef<HTMLElement, PendingEntriesProps>(
  function PendingEntries({ pending, sending = false, onSendNow, onDiscard, className, style }, ref) {
    const { t } = useDamText(pendingEntriesTexts);
    const [discarding, setDiscarding] = useState<PendingEntry | null>(null);
    if (pending.length === 0) return null;
    const refused = pending.filter((p) => p.refused).length;
    const waiting = pending.length - refused;
    return (
      <section
        ref={ref}
        className={joinClassNames(styles.root, className)}
        style={style}
        aria-labelledby="damtherm-pending-title"
        data-sending={sending || undefined}
        data-testid="pending-entries"
      >
        <div className={styles.header}>
          <h2 id="damtherm-pending-title" className={styles.title} aria-live="polite">
            {waiting > 0
              ? t('pending.title', { count: waiting })
              : t('pending.refusedCount', { count: refused })}
          </h2>
          {waiting > 0 && onSendNow ? (
            <Button variant="secondary" onPress={onSendNow} aria-disabled={sending || undefined}>
              {sending ? t('pending.sending') : t('pending.sendNow')}
            </Button>
          ) : null}
        </div>
        {waiting > 0 ? <p className={styles.hint}>{t('pending.hint')}</p> : null}
        {waiting > 0 && refused > 0 ? (
          <p className={styles.hint}>{t('pending.refusedCount', { count: refused })}</p>
        ) : null}
        <ul className={styles.list}>
          {pending.map((entry) => (
            <PendingEntryItem key={entry.key} entry={entry} onDiscard={() => setDiscarding(entry)} />
          ))}
        </ul>
        <DiscardEntryDialog
          entry={discarding}
          onCancel={() => setDiscarding(null)}
          onConfirm={() => {
            if (discarding) onDiscard(discarding.key);
            setDiscarding(null);
          }}
        />
      </section>
    );
  },
);
