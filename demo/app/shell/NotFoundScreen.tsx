import { Button, LinkButton, useDamTranslation } from 'damtherm';
import { useNavigate } from 'react-router';
import * as styles from './NotFoundScreen.css';

/** /404 (part 1 §2, §8): 'YOU LOOK LOST', with 'back to home' and 'back to previous page'. */
export function NotFoundScreen() {
  const { t } = useDamTranslation();
  const navigate = useNavigate();
  // The page before, even when it was another document (an unknown path is usually typed or followed
  // from outside); with nothing behind, home.
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/', { replace: true }));
  return (
    <main id="main" className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.heading}>{t('app.notFound.heading')}</h1>
      <p className={styles.text}>{t('app.notFound.text')}</p>
      <div className={styles.actions}>
        <LinkButton href="/" size="lg" fullWidth>
          {t('app.notFound.home')}
        </LinkButton>
        <Button variant="secondary" size="lg" fullWidth onPress={back}>
          {t('app.notFound.back')}
        </Button>
      </div>
    </main>
  );
}
