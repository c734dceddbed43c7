import { Alert, CardLink, LinkButton, useAreas, useBlocks, useDamTranslation } from 'damtherm';
import type { Area } from 'damtherm/domain';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { SearchForm } from '../../shell/SearchForm';
import { bayRankingPath } from '../map/paths';
import { pierPath } from './paths';
import * as styles from './screens.css';

/**
 * /areas/main (part 1 §2, §4): the areas of the user with a keyword search (the backend's `search_value`;
 * the button is locked for 3 seconds after each press), the dam-wide bay ranking, an entry for the bays of
 * every area, and each area opening its bay list.
 */
export function AreasScreen() {
  const { t } = useDamTranslation();
  const session = useSession();
  const [query, setQuery] = useState('');
  const areas = useAreas(session?.loginId, query || undefined);

  const search = (next: string) => {
    // The same keyword again still asks the backend again.
    if (next === query) void areas.mutate();
    else setQuery(next);
  };

  return (
    <Page backFallback="/main_new">
      <SearchForm
        className={styles.searchRow}
        label={t('bay.areas.searchLabel')}
        placeholder={t('bay.areas.search')}
        buttonLabel={t('bay.areas.searchButton')}
        lockedLabel={(seconds) => t('bay.areas.searchLocked', { seconds })}
        onSearch={search}
        buttonTestId="area-search"
      />
      <LinkButton href={bayRankingPath()} variant="secondary" fullWidth>
        {t('map.ranking.link')}
      </LinkButton>
      {areas.error ? (
        <Alert tone="danger">
          {t('bay.areas.loadError')}: {errorMessage(areas.error, t)}
        </Alert>
      ) : null}
      {areas.isLoading ? (
        <p className={styles.state} role="status">
          {t('common.loading')}
        </p>
      ) : null}
      {areas.data ? (
        <ul className={styles.cards} aria-label={t('bay.areas.label')}>
          {query === '' ? (
            <li className={styles.cardItem}>
              <AreaCard area={null} />
            </li>
          ) : null}
          {areas.data.map((area) => (
            <li key={area.id} className={styles.cardItem}>
              <AreaCard area={area} />
            </li>
          ))}
        </ul>
      ) : null}
      {areas.data && areas.data.length === 0 ? (
        <p className={styles.state}>{query ? t('bay.areas.noMatch', { query }) : t('bay.areas.empty')}</p>
      ) : null}
    </Page>
  );
}

/** An area (or, for null, every area) with its block and bay counts, opening its bay list. */
function AreaCard({ area }: { area: Area | null }) {
  const { t } = useDamTranslation();
  const blocks = useBlocks(area?.id);
  const bays = blocks.data?.reduce((sum, block) => sum + block.bayCount, 0);
  return (
    <article className={styles.card} data-area={area?.id ?? 'all'}>
      <h2 className={styles.cardTitle}>
        <CardLink href={pierPath(area?.id ?? 0)}>{area ? area.name : t('bay.areas.all')}</CardLink>
      </h2>
      <p className={styles.meta}>
        {blocks.data
          ? t('bay.areas.blocks', { blocks: blocks.data.length, bays })
          : area
            ? '\u00a0'
            : t('bay.areas.allHint')}
      </p>
    </article>
  );
}
