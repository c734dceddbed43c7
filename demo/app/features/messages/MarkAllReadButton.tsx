import { Button, Icon, useDamTranslation, type WarningKind } from 'damtherm';
import * as styles from './screens.css';
import { useWarningReads } from './useWarningReads';

/**
 * "Mark all read" at the top of a warning screen (the header keeps its room for the title on a phone): the
 * list's kinds, or every warning on the messages page.
 * The dots and the badges fall once the counts and lists reload.
 */
export function MarkAllReadButton({ kinds }: { kinds?: readonly WarningKind[] }) {
  const { t } = useDamTranslation();
  const reads = useWarningReads();
  return (
    <div className={styles.toolbar}>
      <Button
        variant="secondary"
        size="sm"
        isPending={reads.marking}
        pendingLabel={t('app.message.markingAllRead')}
        onPress={() => void reads.markAll(kinds)}
      >
        <Icon name="check" size={18} />
        {t('app.message.markAllRead')}
      </Button>
    </div>
  );
}
