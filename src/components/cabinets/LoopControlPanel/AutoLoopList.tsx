import { useDamText } from '../../../i18n/useDamText';
import { StatusMessage } from '../../ui/StatusMessage';
import * as styles from './LoopControlPanel.css';
import { loopControlPanelTexts } from './texts';

/** Loop 0's status: the loops under automatic control (is_auto), in order. */
export function AutoLoopList({ loops }: { loops: readonly number[] }) {
  const { t } = useDamText(loopControlPanelTexts);
  return (
    <div className={styles.autoLoopsGroup}>
      <span className={styles.term}>{t('loop.control.autoLoops')}</span>
      {loops.length === 0 ? (
        <StatusMessage tone="empty">{t('loop.control.noAutoLoops')}</StatusMessage>
      ) : (
        <ul className={styles.autoLoops} aria-label={t('loop.control.autoLoops')}>
          {[...loops]
            .sort((a, b) => a - b)
            .map((n) => (
              <li key={n} className={styles.autoLoop}>
                {n}
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
