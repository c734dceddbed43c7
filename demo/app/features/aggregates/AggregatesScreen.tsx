import { AggregateList, Button, useAggregates, useDamTranslation } from 'damtherm';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { AggregateSearchForm } from './AggregateSearchForm';
import { aggregateDetailPath } from './paths';
import * as styles from './screens.css';

/**
 * /areas/aggregate (part 2 §2.1, §2.8): every aggregate with its latest temperature per cooling stage, and
 * a search by name (an empty name is refused). The keyword lives in the address (`?name=`), so back from an
 * aggregate returns to its results; 'show all' returns to every aggregate. Each aggregate opens its detail.
 */
export function AggregatesScreen() {
  const { t } = useDamTranslation();
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('name')?.trim() ?? '';
  const aggregates = useAggregates(keyword || undefined);

  const show = (name: string) => {
    // The same keyword again still asks the backend again (a reading may have come in).
    if (name === keyword) void aggregates.mutate();
    else setSearch(name ? { name } : {}, { replace: true });
  };

  return (
    <Page backFallback="/main_new">
      <div className={styles.section}>
        {/* A new keyword from the address (back, a link) starts the field anew. */}
        <AggregateSearchForm key={keyword} keyword={keyword} onSearch={show} />
        {keyword ? (
          <div className={styles.results}>
            <h2 className={styles.resultsTitle}>{t('aggregate.search.results', { keyword })}</h2>
            <Button variant="secondary" onPress={() => show('')} data-testid="aggregate-show-all">
              {t('aggregate.search.showAll')}
            </Button>
          </div>
        ) : null}
        <AggregateList
          aggregates={aggregates.data}
          hrefOf={(aggregate) => aggregateDetailPath(aggregate.id)}
          headingLevel={keyword ? 3 : 2}
          emptyText={keyword ? t('aggregate.list.noMatch', { keyword }) : undefined}
          error={
            aggregates.error
              ? `${t('aggregate.list.loadError')}: ${errorMessage(aggregates.error, t)}`
              : undefined
          }
          onRetry={() => void aggregates.mutate()}
        />
      </div>
    </Page>
  );
}
