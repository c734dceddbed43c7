import {
  CardLink,
  entryKindName,
  Pager,
  SearchField,
  SiteTime,
  StatusMessage,
  useDamTranslation,
  useOutletPointCount,
  useOutletPointPage,
} from 'damtherm';
import { type EntryKind, formatNumber, OUTLET_PAGE_SIZE, type OutletPoint } from 'damtherm/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { type EntryKindParam, entryKindOf, pageOf, pointListPath, pointPath } from './paths';
import * as styles from './screens.css';

/**
 * /temperature/temp_list?to=cjk_temp_id (part 2 §2.5, §9): the measuring points of a kind with their last
 * reading, 5 a page with page links, searchable by name. Search and page live in the address, so back
 * from a point returns to the same page. A point opens /temperature/temp/{to}/{c_id}.
 */
export function PointListScreen() {
  const [search] = useSearchParams();
  const to = search.get('to') ?? 'cjk_temp_id';
  const kind = entryKindOf(to);
  if (kind === null) return <Navigate to="/404" replace />;
  return <PointList kind={kind} to={to as EntryKindParam} />;
}

function PointList({ kind, to }: { kind: EntryKind; to: EntryKindParam }) {
  const { t } = useDamTranslation();
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('name')?.trim() ?? '';
  const page = pageOf(search.get('page'));
  const points = useOutletPointPage(kind, keyword, page);
  const count = useOutletPointCount(kind, keyword);

  const show = (name: string, nextPage: number) => {
    const next = new URL(pointListPath(to, name, nextPage), window.location.origin);
    setSearch(next.searchParams, { replace: true });
  };

  // The page links stay in place while another page loads.
  const [total, setTotal] = useState<number | null>(null);
  const counted = count.data ?? null;
  useEffect(() => {
    if (counted !== null) setTotal(counted);
  }, [counted]);
  // A page past the end (an old link): the last page.
  const pages = total === null ? null : Math.max(1, Math.ceil(total / OUTLET_PAGE_SIZE));
  useEffect(() => {
    if (pages !== null && counted !== null && page > pages) show(keyword, pages);
  });

  const failure = points.error ?? count.error;
  let body: ReactNode;
  if (failure) {
    body = (
      <StatusMessage
        tone="error"
        onRetry={() => {
          void points.mutate();
          void count.mutate();
        }}
      >
        {t('entry.points.loadError')}: {errorMessage(failure, t)}
      </StatusMessage>
    );
  } else if (!points.data) {
    body = <StatusMessage tone="loading" />;
  } else if (points.data.length === 0) {
    body = (
      <StatusMessage tone="empty">
        {keyword ? t('entry.points.noMatch', { keyword }) : t('entry.points.empty')}
      </StatusMessage>
    );
  } else {
    body = (
      <ul
        className={styles.cards}
        aria-label={t('entry.points.label')}
        aria-busy={points.isValidating || undefined}
      >
        {points.data.map((point) => (
          <li key={point.id} className={styles.cardItem}>
            <PointCard point={point} href={pointPath(to, point.id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page title={t(entryKindName(kind))} backFallback="/main_new">
      <div className={styles.section}>
        <SearchField
          label={t('entry.points.search')}
          placeholder={t('entry.points.searchPlaceholder')}
          keyword={keyword}
          onSearch={(name) => {
            // The same search again asks the backend again (a reading may have come in).
            if (name === keyword && page === 1) {
              void points.mutate();
              void count.mutate();
            } else show(name, 1);
          }}
          data-testid="point-search"
        />
        {total !== null && !failure ? (
          <div className={styles.results}>
            <p className={styles.count} aria-live="polite" data-testid="point-count">
              {keyword
                ? t('entry.points.matched', { keyword, count: total })
                : t('entry.points.count', { count: total })}
            </p>
            {keyword ? (
              <button type="button" className={styles.textButton} onClick={() => show('', 1)}>
                {t('entry.points.showAll')}
              </button>
            ) : null}
          </div>
        ) : null}
        {body}
        {total !== null && !failure ? (
          <Pager
            page={page}
            total={total}
            pageSize={OUTLET_PAGE_SIZE}
            isDisabled={points.isLoading}
            onPageChange={(next) => {
              show(keyword, next);
              // A new page starts at its first point, not where the page links were.
              window.scrollTo(0, 0);
            }}
          />
        ) : null}
      </div>
    </Page>
  );
}

/** One measuring point: its name (the link; the whole card is the target), last temperature and time. */
function PointCard({ point, href }: { point: OutletPoint; href: string }) {
  const { t, language } = useDamTranslation();
  return (
    <article className={styles.card} data-testid="point">
      <h2 className={styles.cardTitle}>
        <CardLink href={href}>{point.name}</CardLink>
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('entry.points.last')}</dt>
          <dd className={styles.value} data-missing={point.tempC === null || undefined}>
            {point.tempC === null
              ? t('entry.points.noReading')
              : t('loop.unit.celsius', { value: celsius(point.tempC, language) })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('entry.points.lastAt')}</dt>
          <dd className={styles.value} data-missing={point.at === null || undefined}>
            <SiteTime value={point.at} />
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** A temperature with one decimal in the reader's language. */
export function celsius(value: number, language: string): string {
  return formatNumber(value, language, 1, 1);
}
