import { forwardRef, type ReactNode } from 'react';
import {
  type WarningCategory,
  type WarningItem,
  type WarningSeverity,
  type WarningVariant,
  warningVariant,
} from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { CardList } from '../../ui/CardList';
import type { LoadStateProps, StyleProps } from '../../ui/props';
import { warningListTexts } from './texts';
import { WarningCard } from './WarningCard';

// Declared once in the domain; re-exported beside the list that takes them.
export type { WarningCategory, WarningItem, WarningSeverity, WarningVariant };

export interface WarningListProps extends StyleProps, LoadStateProps {
  /**
   * The warnings in the order to show (newest first); undefined while loading. Each is an `<article>` card
   * whose state styles target: unread (`read: false` and still standing, with a dot), cleared (history, with
   * its time), its severity (colour and text), its variant and the messages-page category of that variant,
   * and whether it opens something.
   * @selector [data-unread="true" | "false"]
   * @selector [data-cleared]
   * @selector [data-severity="critical" | "major" | "minor"]
   * @selector [data-variant="valve" | "computer" | "maxTemperature" | … | "inletRange"]
   * @selector [data-category="temperature" | "flow" | "other"]
   * @selector [data-interactive]
   */
  warnings: readonly WarningItem[] | undefined;
  /**
   * The card each warning shows as — the list of part 2 §2.6 it belongs to: `valve` (sifaWarns), `computer`
   * (gkjWarns: cabinet and last heartbeat), `maxTemperature` (tempWarns), `stageTemperature`, `flow`
   * (loopWarns: cabinet, loop, L/min), `outlet` / `entry` / `pouring` (cjk / rc / jz: bay, °C, acquired
   * time), `dailyDrop` (°C/day), `dailyDropTarget` (current and target temperature), `temperatureUnknown`,
   * `temperatureTimeout`, `changeRange`, `inletAboveBay`, `inletRange`. A warning whose kind belongs to
   * another variant (a timeout in the max-temperature list) shows as its own; without `variant`, every
   * warning shows as its kind says (the mixed list of `/message/messages`).
   */
  variant?: WarningVariant | undefined;
  /** Accessible name of the list; defaults to the variant's list name ('Flow warnings'). */
  label?: string | undefined;
  /** "Now", epoch ms, for how long an industrial computer has been offline; defaults to the clock. */
  now?: number | undefined;
  /**
   * Link of a warning's detail (the max-temperature list opens the thermometer:
   * `/tab/racksId/{cabinetId}/temps/{loop}?from3=tempWarns`); undefined for a warning that opens nothing.
   * A card that opens something is a link as a whole (tap, Enter).
   */
  hrefOf?: (warning: WarningItem) => string | undefined;
  /** Called when a warning is opened (by tap or keyboard), with or without a link: mark it read here. */
  onOpen?: (warning: WarningItem) => void;
  /**
   * Gives each unread card that opens nothing a "Mark read" button (instead of making the whole card a
   * press target that shows nothing): resolve to true once marked, and its dot goes at once.
   */
  onMarkRead?: (warning: WarningItem) => Promise<boolean>;
  /** Shown when the list is empty; 'no more' by default (part 2 §8). */
  emptyText?: ReactNode | undefined;
  /**
   * How many warnings there are in all. With `onLoadMore` (a list loaded page after page), a "Load more"
   * button calls it while fewer are loaded, and the list ends with 'no more' when all are. Without
   * `onLoadMore` (one page of a paged history beside a `Pager`) it is only the count the list states. Without
   * `total`, the count is that of `warnings`.
   * @selector [data-complete]
   */
  total?: number | undefined;
  /** Loads the next page (with `total`). */
  onLoadMore?: () => void;
  /** The next page is loading: the button shows it busy and is not pressed again. */
  loadingMore?: boolean | undefined;
  /**
   * Also calls `onLoadMore` when the end of the list scrolls into view (an infinite list). The button
   * stays, for keyboard and screen-reader users.
   */
  infinite?: boolean | undefined;
  /** Level of the cards' subject headings in the page outline (default 3; 2 right under the page's h1). */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * The warnings of one list of part 2 §2.6, one card each: the unread dot, the severity in colour and in
 * words, what went wrong, the facts of the list with the seed's units (°C, °C/day, L/min) and times in the
 * site's zone. Loading, failure with Retry, empty ('no more'), and load-more until the total.
 */
export const WarningList = /* @__PURE__ */ forwardRef<HTMLDivElement, WarningListProps>(function WarningList(
  {
    warnings,
    variant,
    label,
    now = Date.now(),
    hrefOf,
    onOpen,
    onMarkRead,
    emptyText,
    total,
    onLoadMore,
    loadingMore = false,
    infinite = false,
    headingLevel,
    ...frame
  },
  ref,
) {
  const { t } = useDamText(warningListTexts);
  const count = warnings?.length ?? 0;
  const hasMore = total !== undefined && onLoadMore !== undefined && count < total;
  return (
    <CardList
      ref={ref}
      items={warnings}
      keyOf={(warning) => warning.key}
      renderCard={(warning) => (
        <WarningCard
          warning={warning}
          variant={warningVariant(warning.kind, variant)}
          now={now}
          href={hrefOf?.(warning)}
          onOpen={onOpen}
          onMarkRead={onMarkRead}
          headingLevel={headingLevel}
        />
      )}
      label={label ?? t(`warning.list.${variant ?? 'mixed'}`)}
      summary={
        hasMore
          ? t('warning.loaded', { shown: count, count: total })
          : t('warning.count', { count: total ?? count })
      }
      errorText={t('warning.loadError')}
      emptyText={emptyText ?? t('common.noMore')}
      skeletonHeight="112px"
      completeWhenEmpty
      total={total}
      onLoadMore={onLoadMore}
      loadingMore={loadingMore}
      infinite={infinite}
      loadMoreText={t('warning.loadMore')}
      loadingMoreText={t('warning.loadingMore')}
      {...frame}
    />
  );
});
