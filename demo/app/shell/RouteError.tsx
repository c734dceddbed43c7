import { Alert, Button, LinkButton, useDamTranslation } from 'damtherm';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage } from '../api/errors';
import * as styles from './NotFoundScreen.css';

/** Shown when a screen fails to load or render (for example its code could not be downloaded). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useDamTranslation();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error, t);
  return (
    <main id="main" className={styles.wrap}>
      <h1 className={styles.heading}>{t('app.shell.pageError')}</h1>
      <Alert tone="danger" role="none">
        {detail}
      </Alert>
      <div className={styles.actions}>
        <Button size="lg" fullWidth onPress={() => window.location.reload()}>
          {t('app.shell.reload')}
        </Button>
        <LinkButton href="/" variant="secondary" size="lg" fullWidth>
          {t('app.notFound.home')}
        </LinkButton>
      </div>
    </main>
  );
}
