import { Alert, Button, CabinetCard, TextField, useCabinets, useDamTranslation } from 'damtherm';
import { SEARCH_LOCK_MS } from 'damtherm/domain';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { rackPath } from './paths';
import * as styles from './screens.css';
import { useNow } from './useNow';

/**
 * /tab/racks (part 1 §2, §4): the cabinets of the user with a keyword search. The search button is locked
 * for 3 seconds after each click (each click also reloads the list from the backend).
 */
export function RacksScreen() {
  const { t } = useDamTranslation();
  const session = useSession();
  const racks = useCabinets(session?.loginId, { refreshInterval: 60_000 });
  const now = useNow(30_000);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [lockedUntil, setLockedUntil] = useState(0);
  const locked = lockedUntil > now.precise;

  // Unlock when the lock runs out (the clock above ticks slowly).
  useEffect(() => {
    if (lockedUntil === 0) return;
    const timer = setTimeout(() => setLockedUntil(0), Math.max(0, lockedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [lockedUntil]);

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    if (lockedUntil > Date.now()) return;
    setLockedUntil(Date.now() + SEARCH_LOCK_MS);
    setQuery(text.trim());
    void racks.mutate();
  };

  const shown = useMemo(() => {
    const q = query.toLowerCase();
    return (racks.data ?? []).filter(
      (rack) => q === '' || rack.name.toLowerCase().includes(q) || rack.id === q,
    );
  }, [racks.data, query]);

  return (
    <Page backFallback="/main_new">
      <Form className={styles.searchRow} onSubmit={search} role="search">
        <TextField
          className={styles.searchField}
          label={t('rack.list.searchLabel')}
          placeholder={t('rack.list.search')}
          value={text}
          onChange={setText}
          inputMode="search"
        />
        <Button type="submit" isDisabled={locked} data-testid="rack-search">
          {locked
            ? t('rack.list.searchLocked', { seconds: SEARCH_LOCK_MS / 1000 })
            : t('rack.list.searchButton')}
        </Button>
      </Form>
      {racks.error ? <Alert tone="danger">{errorMessage(racks.error, t)}</Alert> : null}
      {racks.isLoading ? (
        <p className={styles.state} role="status">
          {t('common.loading')}
        </p>
      ) : null}
      {racks.data && racks.data.length === 0 ? <p className={styles.state}>{t('rack.list.empty')}</p> : null}
      {racks.data && racks.data.length > 0 && shown.length === 0 ? (
        <p className={styles.state}>{t('rack.list.noMatch', { query })}</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className={styles.cards} aria-label={t('rack.list.title')}>
          {shown.map((rack) => (
            <li key={rack.id} className={styles.cardItem}>
              <CabinetCard cabinet={rack} now={now.value} href={rackPath(rack.id)} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
