import type { ForwardedRef, Key, ReactNode } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../Button';
import { genericForwardRef } from '../genericForwardRef';
import { inlineVars } from '../inlineVars';
import { listStatus } from '../listStatus';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../props';
import * as styles from './CardList.css';
import { cardListTexts } from './texts';
import { useEndInView } from './useEndInView';

export interface CardListProps<Item> extends StyleProps, LoadStateProps {
  /** The items loaded so far, in the order to show; undefined while the first load runs. */
  items: readonly Item[] | undefined;
  /** One card of an item, shown in its own list item of the card grid. */
  renderCard?: (item: Item) => ReactNode;
  /** The key of an item's card. */
  keyOf?: (item: Item) => Key;
  /** Accessible name of the card grid. */
  label?: string | undefined;
  /** The narrowest column of the card grid ('320px' by default). */
  column?: string | undefined;
  /**
   * A list of another shape in place of the card grid (an `EntryList`, a timeline), built by the caller from
   * `items`; it shows in the same frame, with the same states and paging.
   */
  children?: ReactNode | undefined;
  /** The muted line above the list that says how many it holds; none when null or undefined. */
  summary?: ReactNode | undefined;
  /** The summary is announced politely when it changes (a search, a page more). */
  summaryLive?: boolean | undefined;
  /** `data-testid` of the summary line. */
  summaryTestId?: string | undefined;
  /** The list's own failure text, shown when `error` is true. */
  errorText: ReactNode;
  /** Shown when the list loaded empty; with null an empty list shows nothing at all. */
  emptyText: ReactNode | null;
  /**
   * The height of one placeholder (about a card's; 96px by default), and how many stand in for the items while
   * loading.
   */
  skeletonHeight?: string | undefined;
  skeletons?: number | undefined;
  /**
   * How many items there are in all. The root is `data-complete` once all are loaded (and, with
   * `completeWhenEmpty`, when the list loaded empty).
   */
  total?: number | null | undefined;
  /**
   * Loads the next page (with `total`): a "Load more" button calls it while fewer are loaded, and the list
   * ends with 'no more' when all are.
   */
  onLoadMore?: () => void;
  /** The next page is loading: the button shows it busy and is not pressed again. */
  loadingMore?: boolean | undefined;
  /**
   * Also calls `onLoadMore` when the end of the list scrolls into view (an infinite list). The button stays,
   * for keyboard and screen-reader users.
   */
  infinite?: boolean | undefined;
  /** The button's words, and its words while the next page loads. */
  loadMoreText?: string | undefined;
  loadingMoreText?: string | undefined;
  /** Marks the root of an empty list `data-complete` (there is nothing more to load). */
  completeWhenEmpty?: boolean | undefined;
}

/**
 * The frame every loaded list shows the same way: the failure with Retry when nothing is loaded, the
 * placeholders while loading (`aria-busy`), the empty text; then the count line, the cards (or a list of
 * another shape), a failure under the items still there, and — for a list loaded page after page — "Load
 * more" (also when its end scrolls into view) until 'no more'.
 */
export const CardList = /* @__PURE__ */ genericForwardRef(function CardList<Item>(
  {
    items,
    renderCard,
    keyOf,
    label,
    column = '320px',
    children,
    summary,
    summaryLive = false,
    summaryTestId,
    errorText,
    emptyText,
    skeletonHeight = '96px',
    skeletons = 3,
    total,
    onLoadMore,
    loadingMore = false,
    infinite = false,
    loadMoreText,
    loadingMoreText,
    completeWhenEmpty = false,
    loading = false,
    error,
    onRetry,
    className,
    style,
  }: CardListProps<Item>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const { t } = useDamText(cardListTexts);
  const rootClass = joinClassNames(styles.root, className);
  const count = items?.length ?? 0;
  const known = total ?? null;
  const hasMore = known !== null && onLoadMore !== undefined && count < known;
  const canLoad = hasMore && !loadingMore && !loading && !error;
  const endRef = useEndInView<HTMLDivElement>(infinite && canLoad ? onLoadMore : undefined, count);

  // Part 1 §2: a list may show nothing at all when it loaded empty (the ambient stations).
  if (emptyText === null && items?.length === 0 && !loading && !error) return null;
  const { failure, status } = listStatus({
    count: items?.length,
    loading,
    error,
    onRetry,
    rootClass,
    style,
    errorText,
    emptyText,
    skeleton: styles.skeleton,
    skeletons,
    skeletonStyle: inlineVars({ [styles.skeletonHeight]: skeletonHeight }),
    completeWhenEmpty,
    ref,
  });
  if (status || !items) return status;

  return (
    <div
      ref={ref}
      className={rootClass}
      style={style}
      data-complete={known !== null && !hasMore ? '' : undefined}
    >
      {summary === null || summary === undefined ? null : (
        <p
          className={styles.summary}
          aria-live={summaryLive ? 'polite' : undefined}
          data-testid={summaryTestId}
        >
          {summary}
        </p>
      )}
      {renderCard ? (
        <ul className={styles.list} style={inlineVars({ [styles.column]: column })} aria-label={label}>
          {items.map((item, index) => (
            <li key={keyOf ? keyOf(item) : index} className={styles.item}>
              {renderCard(item)}
            </li>
          ))}
        </ul>
      ) : (
        children
      )}
      {failure}
      {hasMore && !failure ? (
        <div ref={endRef} className={styles.more}>
          <Button
            variant="secondary"
            fullWidth
            isPending={loadingMore}
            pendingLabel={loadingMoreText}
            onPress={canLoad ? onLoadMore : undefined}
          >
            {loadMoreText}
          </Button>
        </div>
      ) : null}
      {known !== null && onLoadMore !== undefined && !hasMore ? (
        <p className={styles.end}>{t('common.noMore')}</p>
      ) : null}
    </div>
  );
});
