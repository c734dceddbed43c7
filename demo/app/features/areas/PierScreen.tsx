import {
  Button,
  Pager,
  StatusMessage,
  TextField,
  useAreas,
  useBayPage,
  useBlocks,
  useDamTranslation,
} from 'damtherm';
import { BAY_PAGE_BUTTONS, BAY_PAGE_SIZE } from 'damtherm/domain';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { useSearchLock } from '../../shell/useSearchLock';
import { wholeNumber } from '../racks/paths';
import { BayRow } from './BayRow';
import { type BayListState, blockRuns, isBlockText, readBayList, writeBayList } from './bayListParams';
import { areasPath, bayPath } from './paths';
import * as styles from './screens.css';

/**
 * /areas/pier/{id} (part 1 §2, §9): the bays of an area (`0`: every area), filtered by bay number, block
 * and grouting zone (the filters of `api_get_africa_all_hive`), 10 a page with 3 page buttons. Filters and
 * page live in the address, so back from a bay returns to the same page. Each bay opens its detail with
 * `from={area}`.
 */
export function PierScreen() {
  const areaId = wholeNumber(useParams().id);
  if (areaId === null) return <Navigate to="/404" replace />;
  // Another area is another list: nothing typed in the filters carries over.
  return <BayList key={areaId} areaId={areaId} />;
}

function BayList({ areaId }: { areaId: number }) {
  const { t } = useDamTranslation();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const applied = readBayList(search);
  const bays = useBayPage(
    { area: areaId, bayName: applied.bayName, block: applied.block, grout: applied.grout },
    applied.page,
  );
  const areas = useAreas(session?.loginId);
  const blocks = useBlocks(areaId === 0 ? undefined : areaId);
  const areaName =
    areaId === 0 ? t('bay.areas.all') : (areas.data?.find((a) => a.id === String(areaId))?.name ?? '');

  const show = (next: BayListState) => setSearch(writeBayList(next), { replace: true });
  const lock = useSearchLock();

  // The page links stay in place while another page loads.
  const [total, setTotal] = useState<number | null>(null);
  const pageTotal = bays.data?.total ?? null;
  useEffect(() => {
    if (pageTotal !== null) setTotal(pageTotal);
  }, [pageTotal]);
  // A page past the end (an old link): the last page.
  const pages = total === null ? null : Math.max(1, Math.ceil(total / BAY_PAGE_SIZE));
  useEffect(() => {
    if (pages !== null && pageTotal !== null && applied.page > pages) show({ ...applied, page: pages });
  });

  const filtered = applied.bayName !== '' || applied.block !== '' || applied.grout !== '';
  let body: ReactNode;
  if (bays.error) {
    body = (
      <StatusMessage tone="error" onRetry={() => void bays.mutate()}>
        {t('bay.list.loadError')}: {errorMessage(bays.error, t)}
      </StatusMessage>
    );
  } else if (!bays.data) {
    body = <StatusMessage tone="loading" />;
  } else if (bays.data.items.length === 0) {
    body = (
      <StatusMessage tone="empty">{filtered ? t('bay.list.empty') : t('bay.list.emptyArea')}</StatusMessage>
    );
  } else {
    body = (
      <ul
        className={styles.cards}
        aria-label={t('bay.list.label')}
        aria-busy={bays.isValidating || undefined}
      >
        {bays.data.items.map((bay) => (
          <li key={bay.id} className={styles.cardItem}>
            <BayRow bay={bay} href={bayPath(bay.id, { from: String(areaId) })} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page backFallback={areasPath()}>
      <div className={styles.section}>
        <h2 className={styles.heading}>{areaName || '\u00a0'}</h2>
        <BayFilters
          applied={applied}
          lock={lock}
          blockHint={
            blocks.data ? blockRuns(blocks.data.flatMap((b) => (b.block === null ? [] : [b.block]))) : ''
          }
          onApply={(filters) => show({ ...filters, page: 1 })}
        />
      </div>
      <div className={styles.section}>
        {total && !bays.error ? (
          <p className={styles.count} aria-live="polite">
            {t('bay.list.count', { count: total })}
          </p>
        ) : null}
        {body}
        {total !== null && !bays.error ? (
          <Pager
            page={applied.page}
            total={total}
            pageSize={BAY_PAGE_SIZE}
            links={BAY_PAGE_BUTTONS}
            isDisabled={bays.isLoading}
            onPageChange={(page) => {
              show({ ...applied, page });
              // A new page starts at its first bay, not where the page links were.
              window.scrollTo(0, 0);
            }}
          />
        ) : null}
      </div>
    </Page>
  );
}

/** The filter form: typed values stay local until Search applies them (locked for 3 s after each press). */
function BayFilters({
  applied,
  lock,
  blockHint,
  onApply,
}: {
  applied: BayListState;
  lock: ReturnType<typeof useSearchLock>;
  blockHint: string;
  onApply: (filters: Omit<BayListState, 'page'>) => void;
}) {
  const { t } = useDamTranslation();
  const [bayName, setBayName] = useState(applied.bayName);
  const [block, setBlock] = useState(applied.block);
  const [grout, setGrout] = useState(applied.grout);
  const [blockError, setBlockError] = useState<string | null>(null);
  const any = applied.bayName !== '' || applied.block !== '' || applied.grout !== '';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isBlockText(block)) {
      setBlockError(t('bay.list.blockInvalid'));
      return;
    }
    if (!lock.press()) return;
    onApply({ bayName: bayName.trim(), block: block.trim(), grout: grout.trim() });
  };

  return (
    <Form className={styles.filters} onSubmit={apply} role="search" aria-label={t('bay.list.filters')}>
      <TextField
        label={t('bay.list.bayName')}
        placeholder={t('bay.list.bayNamePlaceholder')}
        value={bayName}
        onChange={setBayName}
        inputMode="search"
      />
      <TextField
        label={t('bay.list.block')}
        value={block}
        onChange={(value) => {
          setBlock(value);
          setBlockError(null);
        }}
        inputMode="numeric"
        description={blockHint ? t('bay.list.blockHint', { blocks: blockHint }) : undefined}
        errorMessage={blockError}
      />
      <TextField
        label={t('bay.list.grout')}
        placeholder={t('bay.list.groutPlaceholder')}
        value={grout}
        onChange={setGrout}
      />
      <div className={styles.filterActions}>
        <Button type="submit" isDisabled={lock.locked} data-testid="bay-search">
          {lock.locked ? t('bay.list.applyLocked', { seconds: lock.seconds }) : t('bay.list.apply')}
        </Button>
        {any ? (
          <Button
            variant="secondary"
            onPress={() => {
              setBayName('');
              setBlock('');
              setGrout('');
              onApply({ bayName: '', block: '', grout: '' });
            }}
          >
            {t('bay.list.clear')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
