import {
  type EntryWarningKind,
  useDamTranslation,
  useEntryWarningPages,
  WARNING_KINDS_OF_LIST,
} from 'damtherm';
import { homeWarningBadge, type WarningVariant } from 'damtherm/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionWarningCounts } from '../../api/account';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { MarkAllReadButton } from './MarkAllReadButton';
import { messageMainPath, parseRackList } from './paths';
import * as styles from './screens.css';
import type { WarningFeed } from './useWarningFeed';
import { WarningFeedList } from './WarningFeedList';

/** The warnings the home badge counts (part 2 §9: outlet, bin entry and pouring), in that order. */
const SECTIONS: ReadonlyArray<{ kind: EntryWarningKind; card: WarningVariant }> = [
  { kind: 'cjk', card: 'outlet' },
  { kind: 'rc', card: 'entry' },
  { kind: 'jz', card: 'pouring' },
];

/**
 * /message/messages?title=…&rackList=… (part 2 §2.1, §2.2): the list the home badge opens — the user's
 * real-time outlet, bin-entry and pouring warnings, the three counts the badge sums. `title` names the page;
 * `rackList` (cabinet ids) keeps only those cabinets' warnings.
 */
export function MessagesScreen() {
  const { t } = useDamTranslation();
  const [search] = useSearchParams();
  const title = search.get('title')?.trim() || undefined;
  const racks = parseRackList(search.get('rackList'));
  const counts = useSessionWarningCounts();
  const badge = counts.data ? homeWarningBadge(counts.data) : undefined;
  return (
    <Page title={title} backFallback={messageMainPath()}>
      <MarkAllReadButton kinds={SECTIONS.flatMap((s) => WARNING_KINDS_OF_LIST[s.kind])} count={badge} />
      {badge === undefined ? null : (
        <p className={styles.note} data-testid="home-badge-note">
          {t('app.message.homeBadgeNote', { count: badge })}
        </p>
      )}
      {racks ? (
        <p className={styles.note}>{t('app.message.rackFilter', { racks: [...racks].join(', ') })}</p>
      ) : null}
      {SECTIONS.map((section) => (
        <EntrySection key={section.kind} {...section} racks={racks} />
      ))}
    </Page>
  );
}

function EntrySection({
  kind,
  card,
  racks,
}: {
  kind: EntryWarningKind;
  card: WarningVariant;
  racks: Set<string> | null;
}) {
  const { t } = useDamTranslation();
  const session = useSession();
  // Narrowed to some cabinets, the list loads to its end by itself: the total is then what is left.
  const pages = useEntryWarningPages(kind, session?.loginId ?? null, racks ? { auto: true } : undefined);
  const items = useMemo(
    () => (racks ? pages.items.filter((item) => !!item.cabinetId && racks.has(item.cabinetId)) : pages.items),
    [pages.items, racks],
  );
  const feed: WarningFeed = {
    items,
    total: racks ? (pages.finished ? items.length : null) : pages.total,
    loading: pages.isLoading,
    error: pages.error,
    retry: () => void pages.reload(),
    loadMore: pages.loadMore,
    loadingMore: pages.isLoadingMore,
  };
  const headingId = `messages-${kind}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-kind={kind}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t(`app.message.entryKinds.${kind}`)}
      </h2>
      <WarningFeedList feed={feed} card={card} />
    </section>
  );
}
