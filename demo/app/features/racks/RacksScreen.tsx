import { Alert, CabinetCard, Icon, LinkButton, useCabinets, useDamTranslation } from 'damtherm';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { SearchForm } from '../../shell/SearchForm';
import { loopCtrlPath, rackPath } from './paths';
import * as styles from './screens.css';
import { useNow } from './useNow';

/**
 * /tab/racks (part 1 §2, §4): the cabinets of the user with a keyword search. The search button is locked
 * for 3 seconds after each click (each click also reloads the list from the backend). A link above the list
 * opens the loop control of every cabinet at once (cabinet 0).
 */
export function RacksScreen() {
  const { t } = useDamTranslation();
  const session = useSession();
  const racks = useCabinets(session?.loginId, { refreshInterval: 60_000 });
  const now = useNow(30_000);
  const [query, setQuery] = useState('');

  const search = (keyword: string) => {
    setQuery(keyword);
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
      <SearchForm
        label={t('rack.list.searchLabel')}
        placeholder={t('rack.list.search')}
        buttonLabel={t('rack.list.searchButton')}
        lockedLabel={(seconds) => t('rack.list.searchLocked', { seconds })}
        onSearch={search}
        buttonTestId="rack-search"
      />
      {/* Cabinet 0: one command to every cabinet (main-power right; others see it read-only and why). */}
      <LinkButton variant="secondary" href={loopCtrlPath(0, 0)} data-testid="every-cabinet-control">
        <Icon name="cabinet" size={20} />
        {t('rack.list.everyCabinet')}
      </LinkButton>
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
