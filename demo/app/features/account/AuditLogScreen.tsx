import { Alert, Button, Icon, useAuditLog, useDamTranslation } from 'damtherm';
import { AUDIT_ACTIONS, type AuditAction, formatSiteDateTime, isAuditAction } from 'damtherm/domain';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import * as styles from './AuditLogScreen.css';

/**
 * /audit, for administrators (from the My tab): the audit log newest first — what was done and to what, by
 * whom, when, from which address, and whether it happened — 20 entries at a time with "load more", and a
 * filter by kind of act. Anyone else gets the server's refusal (403) as the error.
 */
export function AuditLogScreen() {
  const { t, language, timeZone } = useDamTranslation();
  const [action, setAction] = useState<AuditAction | null>(null);
  const log = useAuditLog(action);
  const filterId = useId();
  const actionText = (name: string) => (isAuditAction(name) ? t(`app.audit.actions.${name}`) : name);

  return (
    <Page
      actions={
        <Button
          variant="quiet"
          aria-label={t('app.audit.reload')}
          onPress={() => void log.reload()}
          isPending={log.isLoading}
        >
          <Icon name="refresh" />
        </Button>
      }
    >
      <div className={styles.filter}>
        <label className={styles.filterLabel} htmlFor={filterId}>
          {t('app.audit.filter')}
        </label>
        <select
          id={filterId}
          className={styles.select}
          value={action ?? ''}
          onChange={(event) => setAction(isAuditAction(event.target.value) ? event.target.value : null)}
        >
          <option value="">{t('app.audit.all')}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(`app.audit.actions.${a}`)}
            </option>
          ))}
        </select>
      </div>
      {log.error ? <Alert tone="danger">{errorMessage(log.error, t)}</Alert> : null}
      {log.isLoading ? (
        <p className={styles.state} role="status">
          {t('app.audit.loading')}
        </p>
      ) : null}
      {!log.isLoading && !log.error && log.items.length === 0 ? (
        <p className={styles.state}>{t('app.audit.empty')}</p>
      ) : null}
      {log.items.length > 0 ? (
        <>
          {log.total === null ? null : (
            <p className={styles.count} role="status">
              {t('app.audit.count', { count: log.total })}
            </p>
          )}
          <ol className={styles.list} data-testid="audit-log">
            {log.items.map((entry) => (
              <li key={entry.id} className={styles.entry} data-action={entry.action}>
                <div className={styles.what}>
                  <span className={styles.action}>{actionText(entry.action)}</span>
                  {entry.target ? <span className={styles.target}>{entry.target}</span> : null}
                  {entry.at === null ? null : (
                    <time className={styles.when} dateTime={new Date(entry.at).toISOString()}>
                      {formatSiteDateTime(entry.at, timeZone, { language })}
                    </time>
                  )}
                </div>
                <dl className={styles.fact}>
                  <dt>{t('app.audit.who')}</dt>
                  <dd>{entry.actor ?? t('app.audit.nobody')}</dd>
                </dl>
                <dl className={styles.fact}>
                  <dt>{t('app.audit.address')}</dt>
                  <dd>{entry.address || '—'}</dd>
                </dl>
                <span className={styles.outcome} data-outcome={entry.failed ? 'failed' : 'done'}>
                  {t(entry.failed ? 'app.audit.outcome.failed' : 'app.audit.outcome.done')}
                </span>
              </li>
            ))}
          </ol>
          {log.finished ? (
            <p className={styles.count}>{t('app.audit.end')}</p>
          ) : (
            <Button
              className={styles.more}
              variant="secondary"
              onPress={log.loadMore}
              isPending={log.isLoadingMore}
            >
              {t('app.audit.loadMore')}
            </Button>
          )}
        </>
      ) : null}
    </Page>
  );
}
