import {
  BayHandlingList,
  HandlingRecordForm,
  HandlingRecordList,
  LinkButton,
  Pager,
  StatusMessage,
  statusOf,
  useAddDetailRecord,
  useBayDeal,
  useBayInfo,
  useDamTranslation,
  useDetailRecords,
} from 'damtherm';
import { BAY_PAGE_SIZE } from 'damtherm/domain';
import { useSearchParams } from 'react-router';
import { useWriteRefusal } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { wholeNumber } from '../racks/paths';
import * as styles from './HiveDealScreen.css';

/** The list page and the open bay live in the address, so back and a shared link find them again. */
function handlingParams(page: number, bayId?: string | null): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (bayId) params.set('id', bayId);
  return params;
}

const handlingPath = (page: number, bayId?: string | null) => {
  const query = handlingParams(page, bayId).toString();
  return query ? `/hivedeal?${query}` : '/hivedeal';
};

/**
 * /hivedeal, bay handling (part 1 §2; part 2 §7): the bays that need handling with their open warnings
 * (getHiveDeal); opening one (`?id=`) shows its handling records, newest first (get_detail_record), and the
 * form that adds one (add_detail_record, sent once; the records and the list reload after). On a phone the
 * list and the open bay are two views; on a wide screen they stand side by side.
 */
export function HiveDealScreen() {
  const { t } = useDamTranslation();
  const session = useSession();
  const refusal = useWriteRefusal('operate');
  const [params, setParams] = useSearchParams();
  const bayId = wholeNumber(params.get('id') ?? undefined);
  const open = bayId === null ? null : String(bayId);
  const askedPage = Math.max(1, wholeNumber(params.get('page') ?? undefined) ?? 1);

  const deal = useBayDeal(session?.loginId);
  const records = useDetailRecords(bayId);
  const entry = deal.data?.find((item) => item.bay.id === open);
  // A bay opened by its address whose warnings were cleared meanwhile is not in the list: its name comes
  // from the bay itself.
  const info = useBayInfo(open !== null && deal.data && !entry ? bayId : null);
  const addRecord = useAddDetailRecord();

  const add = async (text: string) => {
    if (bayId === null) return;
    try {
      await addRecord.trigger({ bayId, text, userId: session?.loginId ?? '' });
    } catch (error) {
      throw new Error(errorMessage(error, t));
    }
  };

  const bayName = entry?.bay.location || info.data?.name || (open ? `#${open}` : '');
  // 10 bays a page, as the bay lists of the site (the list comes whole, most warnings first).
  const total = deal.data?.length ?? 0;
  const page = Math.min(askedPage, Math.max(1, Math.ceil(total / BAY_PAGE_SIZE)));
  const shown = deal.data?.slice((page - 1) * BAY_PAGE_SIZE, page * BAY_PAGE_SIZE);

  return (
    <Page backFallback={open ? handlingPath(page) : '/main_new'}>
      <div className={styles.layout} data-open={open !== null || undefined}>
        <div className={styles.listPane}>
          <BayHandlingList
            bays={shown}
            total={total}
            {...statusOf(deal)}
            hrefOf={(item) => handlingPath(page, item.bay.id)}
            selectedId={open}
          />
          <Pager
            total={total}
            pageSize={BAY_PAGE_SIZE}
            page={page}
            onPageChange={(next) => setParams(handlingParams(next, open))}
          />
        </div>
        <section className={styles.detailPane} aria-labelledby={open ? 'hivedeal-bay' : undefined}>
          {open === null ? (
            <StatusMessage tone="empty">{t('handling.detail.choose')}</StatusMessage>
          ) : (
            <>
              <header className={styles.bayHeader}>
                <div>
                  <h2 className={styles.bayTitle} id="hivedeal-bay">
                    {bayName}
                  </h2>
                  <p className={styles.bayMeta}>
                    {entry
                      ? t('handling.list.warnings', { count: entry.warnings })
                      : deal.data
                        ? t('handling.detail.notListed')
                        : '\u00a0'}
                  </p>
                </div>
                <LinkButton variant="secondary" size="sm" href={`/areas/hives?id=${open}`}>
                  {t('handling.detail.openBay')}
                </LinkButton>
              </header>
              <div className={styles.section}>
                <h3 className={styles.sectionTitle}>{t('handling.form.title')}</h3>
                <HandlingRecordForm key={open} onSubmit={add} refusal={refusal} />
              </div>
              <div className={styles.section}>
                <h3 className={styles.sectionTitle}>{t('handling.records.title')}</h3>
                <HandlingRecordList
                  records={records.data}
                  {...statusOf(records)}
                  label={t('handling.records.label', { bay: bayName })}
                />
              </div>
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
