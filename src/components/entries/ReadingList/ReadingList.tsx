import { forwardRef, type ReactNode } from 'react';
import type { Reading } from '../../../domain';
import { formatNumber } from '../../../domain/number';
import { useDamText } from '../../../i18n/useDamText';
import { CardList } from '../../ui/CardList';
import { Entry, EntryList } from '../../ui/EntryList';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { SearchField } from '../../ui/SearchField';
import { SiteTime } from '../../ui/SiteTime';
import * as styles from './ReadingList.css';
import { readingListTexts } from './texts';

export type { Reading };

export interface ReadingListProps extends StyleProps, LoadStateProps {
  /**
   * The readings loaded so far, newest first (`/pqt/temp_lists`, 30 a page); undefined while the first page
   * loads. Each is a list item; one entered by hand (with its user) is `data-manual`.
   * @selector [data-manual]
   */
  readings: readonly Reading[] | undefined;
  /**
   * How many readings match in all. While fewer are loaded, the end of the list loads more (and a 'Load
   * more' button does, for keyboard users); when all are, the list ends with 'no more'.
   * @selector [data-complete]
   */
  total?: number | null | undefined;
  /** Loads the next page. */
  onLoadMore?: () => void;
  /** The next page is loading. */
  loadingMore?: boolean | undefined;
  /** Also load the next page when the end of the list scrolls into view (default true). */
  infinite?: boolean | undefined;
  /** The bin-number search applied (the field starts with it). */
  keyword?: string | undefined;
  /** Called with a new search (trimmed; '' for all): load the readings again with it. Shows the field. */
  onSearch?: (keyword: string) => void;
  /** Accessible name of the list ('Readings' by default). */
  label?: string | undefined;
  /** Shown when there is no reading (no search). */
  emptyText?: ReactNode | undefined;
}

/**
 * The readings of an outlet, bin-entry or pouring screen (part 2 §2.5, §3, §4): temperature (°C, one
 * decimal), bin number(s), time in the site zone and who entered it ('automatic' for the plant's own), with
 * a search by bin number, the count, and more pages as the end scrolls into view until 'no more'. Loading,
 * failure with Retry, empty.
 */
export const ReadingList = /* @__PURE__ */ forwardRef<HTMLDivElement, ReadingListProps>(function ReadingList(
  {
    readings,
    total,
    onLoadMore,
    loadingMore = false,
    infinite = true,
    keyword = '',
    onSearch,
    label,
    emptyText,
    loading = false,
    error,
    onRetry,
    className,
    style,
  },
  ref,
) {
  const { t, language } = useDamText(readingListTexts);
  const count = readings?.length ?? 0;
  const known = total ?? null;
  const hasMore = known !== null && onLoadMore !== undefined && count < known;
  const summary =
    known === null
      ? null
      : keyword
        ? t('entry.list.matched', { keyword, count: known })
        : hasMore
          ? t('entry.list.loaded', { shown: count, count: known })
          : t('entry.list.count', { count: known });

  return (
    <div
      ref={ref}
      className={joinClassNames(styles.root, className)}
      style={style}
      data-complete={readings && !hasMore ? '' : undefined}
    >
      {onSearch ? (
        <SearchField
          label={t('entry.list.search')}
          placeholder={t('entry.list.searchPlaceholder')}
          keyword={keyword}
          onSearch={onSearch}
          data-testid="reading-search"
        />
      ) : null}
      <CardList
        items={readings}
        summary={summary}
        summaryLive
        summaryTestId="reading-count"
        errorText={t('entry.list.loadError')}
        emptyText={keyword ? t('entry.list.noMatch', { keyword }) : (emptyText ?? t('entry.list.empty'))}
        skeletonHeight="52px"
        skeletons={4}
        completeWhenEmpty
        total={known}
        onLoadMore={onLoadMore}
        loadingMore={loadingMore}
        infinite={infinite}
        loadMoreText={t('entry.list.loadMore')}
        loadingMoreText={t('entry.list.loadingMore')}
        loading={loading && !loadingMore}
        error={error}
        onRetry={onRetry}
      >
        <EntryList aria-label={label ?? t('entry.list.label')}>
          {(readings ?? []).map((reading, index) => (
            <Entry
              key={reading.id ?? `${reading.at}-${index}`}
              className={styles.reading}
              data-manual={reading.who ? '' : undefined}
              data-testid="reading"
              title={
                <span className={styles.temp}>
                  {reading.tempC === null
                    ? '—'
                    : t('loop.unit.celsius', { value: formatNumber(reading.tempC, language, 1, 1) })}
                </span>
              }
              aside={
                reading.bin ? (
                  <span className={styles.bin}>
                    {t('entry.list.bin')} {reading.bin.split(',').join(', ')}
                  </span>
                ) : undefined
              }
              facts={[
                { label: '', value: <SiteTime value={reading.at} /> },
                reading.who
                  ? { label: t('entry.list.by'), value: reading.who }
                  : { label: '', value: t('entry.list.automatic') },
              ]}
            />
          ))}
        </EntryList>
      </CardList>
    </div>
  );
});
