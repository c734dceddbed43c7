import { useDamTranslation } from 'damtherm';
import * as styles from './Splash.css';

/** Shown while the first screen's code loads. */
export function Splash() {
  const { t } = useDamTranslation();
  return (
    <div className={styles.splash} role="status" aria-live="polite">
      <span className={styles.mark} aria-hidden="true" />
      <span>{t('app.shell.loadingPage')}</span>
    </div>
  );
}
