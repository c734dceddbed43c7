import { Alert, Button, Icon, useApproveUser, useDamTranslation, usePendingUsers } from 'damtherm';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import * as styles from './CheckUserScreen.css';

/**
 * /check/user (part 1 §2, §4, §8): users awaiting approval, each with an approve button; after an approval
 * (checkUser.success) or a failure (the server's message, else checkUser.error) the list reloads.
 */
export function CheckUserScreen() {
  const { t } = useDamTranslation();
  const pending = usePendingUsers();
  const approveUser = useApproveUser();
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; message: string } | null>(null);

  const approve = async (id: string) => {
    if (busy) return;
    setBusy(id);
    setResult(null);
    try {
      await approveUser.trigger(id);
      setResult({ tone: 'success', message: t('account.checkUser.success') });
    } catch (error) {
      // The server's message ('Invalid phone number or already registered'), else checkUser.error.
      const text = errorMessage(error, t);
      setResult({ tone: 'danger', message: text || t('account.checkUser.error') });
    } finally {
      setBusy(null);
      await pending.mutate();
    }
  };

  const users = pending.data ?? [];
  return (
    <Page
      actions={
        <Button
          variant="quiet"
          aria-label={t('account.checkUser.reload')}
          onPress={() => void pending.mutate()}
          isPending={pending.isValidating}
        >
          <Icon name="refresh" />
        </Button>
      }
    >
      {result ? <Alert tone={result.tone}>{result.message}</Alert> : null}
      {pending.error ? <Alert tone="danger">{errorMessage(pending.error, t)}</Alert> : null}
      {pending.isLoading ? (
        <p className={styles.state} role="status">
          {t('common.loading')}
        </p>
      ) : null}
      {!pending.isLoading && !pending.error && users.length === 0 ? (
        <p className={styles.state}>{t('account.checkUser.empty')}</p>
      ) : null}
      {users.length > 0 ? (
        <>
          <p className={styles.count} role="status">
            {t('account.checkUser.count', { count: users.length })}
          </p>
          <ul className={styles.list}>
            {users.map((user) => (
              <li key={user.id} className={styles.card} data-user={user.id}>
                <div className={styles.who}>
                  <span className={styles.name}>{user.name}</span>
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t('account.checkUser.userId')}</dt>
                      <dd>{user.id}</dd>
                    </div>
                    <div>
                      <dt>{t('account.checkUser.group')}</dt>
                      <dd>{user.department || '—'}</dd>
                    </div>
                    {user.mobile ? (
                      <div>
                        <dt>{t('account.register.phone')}</dt>
                        <dd>{user.mobile}</dd>
                      </div>
                    ) : null}
                  </dl>
                </div>
                <Button
                  onPress={() => void approve(user.id)}
                  isPending={busy === user.id}
                  isDisabled={busy !== null && busy !== user.id}
                  aria-label={t('account.checkUser.approveUser', { name: user.name })}
                >
                  <Icon name="userCheck" size={20} />
                  {t('account.checkUser.approve')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Page>
  );
}
