import { WarningList } from 'damtherm';
import type { WarningItem, WarningVariant } from 'damtherm/domain';
import type { WarningFeed } from './useWarningFeed';
import { useWarningReads } from './useWarningReads';

export interface WarningFeedListProps {
  feed: WarningFeed;
  /** The list's card variant. */
  card: WarningVariant;
  /** Where a card leads (the max-temperature list opens the thermometer). */
  hrefOf?: (warning: WarningItem) => string | undefined;
  /** Level of the cards' headings: 2 when the list sits right under the page's h1. */
  headingLevel?: 2 | 3 | undefined;
}

/**
 * A warning feed as WarningList shows it: loading, error with Retry, 'no more', load-more until the total
 * (a history page shows what it has; its page links are the screen's). Opening an unread warning marks it
 * read for the signed-in user; a card that opens nothing has a "Mark read" button instead.
 */
export function WarningFeedList({ feed, card, hrefOf, headingLevel }: WarningFeedListProps) {
  const reads = useWarningReads();
  return (
    <WarningList
      warnings={feed.loading ? undefined : feed.items}
      variant={card}
      loading={feed.loading}
      error={feed.error}
      onRetry={feed.retry}
      {...(feed.total === null
        ? {}
        : feed.loadMore
          ? { total: feed.total, onLoadMore: feed.loadMore, loadingMore: feed.loadingMore, infinite: true }
          : // One page of a history: how many there are in all (its page links are the screen's).
            { total: feed.total })}
      hrefOf={hrefOf}
      onOpen={reads.open}
      onMarkRead={reads.markOne}
      headingLevel={headingLevel}
    />
  );
}
