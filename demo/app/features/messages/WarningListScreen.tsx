import { Pager, Tab, TabList, TabPanel, Tabs, useDamTranslation } from 'damtherm';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionWarningCounts } from '../../api/account';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { useRouteMeta } from '../../shell/useRouteMeta';
import { tempPath } from '../racks/paths';
import { isWarningListId, kindsOf, WARNING_LISTS, type WarningListId, type WarningView } from './catalog';
import { listCount } from './counts';
import { MarkAllReadButton } from './MarkAllReadButton';
import { messageMainPath } from './paths';
import * as styles from './screens.css';
import { HISTORY_PAGE_SIZE, useWarningFeed } from './useWarningFeed';
import { WarningFeedList } from './WarningFeedList';

/**
 * The fourteen warning lists, /message/{id} (part 2 §2.1, §2.6): one screen reading the catalogue by route
 * id. Lists with two views show them as tabs (real-time and history; daily drop and current/target), the tab
 * and the history page kept in the address so back returns to them.
 */
export function WarningListScreen() {
  const id = useRouteMeta()?.id;
  if (!isWarningListId(id)) return null;
  // A new list is a new screen: nothing of the previous list's state carries over.
  return <WarningListBody key={id} id={id} />;
}

function WarningListBody({ id }: { id: WarningListId }) {
  const { t } = useDamTranslation();
  const entry = WARNING_LISTS[id];
  const views: readonly WarningView[] = entry.views;
  const [search, setSearch] = useSearchParams();
  const view = views.find((v) => v.id === search.get('tab')) ?? views[0]!;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  // The list's own count: what "mark all read" marks, said on screen; mounted here, it is fresh the moment a
  // read is sent, for the messages page and the badges too.
  const counts = useSessionWarningCounts();
  const unread = listCount(id, counts.data);

  const show = (next: Partial<{ tab: string; page: number }>) =>
    setSearch(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.tab !== undefined) {
          if (next.tab === views[0]!.id) out.delete('tab');
          else out.set('tab', next.tab);
          out.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page <= 1) out.delete('page');
          else out.set('page', String(next.page));
        }
        return out;
      },
      { replace: true },
    );

  // Each view is its own mount: what it has shown and loaded starts over.
  const body = (
    <ViewBody key={view.id} listId={id} view={view} page={page} onPageChange={(p) => show({ page: p })} />
  );

  return (
    <Page backFallback={messageMainPath()}>
      <MarkAllReadButton kinds={kindsOf(id)} count={unread} />
      {unread === undefined ? null : (
        <p className={styles.note} data-testid="list-unread" data-count={unread}>
          {t('app.message.listUnread', { count: unread })}
        </p>
      )}
      {views.length > 1 ? (
        <Tabs selectedKey={view.id} onSelectionChange={(key) => show({ tab: String(key) })}>
          <TabList aria-label={t('app.message.views.label')}>
            {views.map((v) => (
              <Tab key={v.id} id={v.id}>
                {t(`app.message.views.${v.id}`)}
              </Tab>
            ))}
          </TabList>
          {views.map((v) => (
            <TabPanel key={v.id} id={v.id} className={styles.section}>
              {v.id === view.id ? body : null}
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        body
      )}
    </Page>
  );
}

function ViewBody({
  listId,
  view,
  page,
  onPageChange,
}: {
  listId: WarningListId;
  view: WarningView;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const session = useSession();
  const feed = useWarningFeed(view.source, session?.loginId ?? null, page);
  const opensThermometer = 'opensThermometer' in WARNING_LISTS[listId];
  const history = view.source.call === 'history';
  // The page links stay in place while the next page loads.
  const [pagesTotal, setPagesTotal] = useState<number | null>(null);
  useEffect(() => {
    if (feed.total !== null) setPagesTotal(feed.total);
  }, [feed.total]);
  const choosePage = (next: number) => {
    onPageChange(next);
    // A new page starts at its first card, not where the page links were.
    window.scrollTo(0, 0);
  };
  return (
    <div className={styles.section}>
      <WarningFeedList
        feed={feed}
        card={view.card}
        headingLevel={2}
        hrefOf={
          opensThermometer
            ? (item) =>
                item.cabinetId && typeof item.loop === 'number'
                  ? tempPath(item.cabinetId, item.loop, '?from3=tempWarns')
                  : undefined
            : undefined
        }
      />
      {history && pagesTotal !== null ? (
        <Pager
          page={page}
          onPageChange={choosePage}
          total={pagesTotal}
          pageSize={HISTORY_PAGE_SIZE}
          isDisabled={feed.loading}
        />
      ) : null}
    </div>
  );
}
