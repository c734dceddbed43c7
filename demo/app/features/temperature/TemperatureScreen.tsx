import {
  EntryDialog,
  entryKindName,
  LinkButton,
  type ManualEntry,
  type ManualEntryRequest,
  PendingEntries,
  ReadingList,
  SiteTime,
  StatusMessage,
  showToast,
  TimeSeriesChart,
  useDamTranslation,
  useEntryOutbox,
  useIdamIds,
  useLastOutletRecord,
  useReadingPages,
} from 'damtherm';
import { type EntryKind, type EntryOutcome, manualEntryKind, seriesFrom } from 'damtherm/domain';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useApp } from '../../AppContext';
import { useWriteRefusal } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { wholeNumber } from '../racks/paths';
import { celsius } from './PointListScreen';
import { type EntryKindParam, entryKindOf, pointListPath } from './paths';
import * as styles from './screens.css';

/** 'added' and 'add failed' show for one second (part 2 §8). */
const ENTRY_TOAST_MS = 1000;

/**
 * /temperature/temp/{id} (an outlet point) and /temperature/temp/{kind}/{id} (part 2 §2.1, §2.5):
 * `cjk_temp_id` an outlet point, `rc_temp_id` / `jz_temp_id` the bin-entry / pouring readings (id 2 / 4).
 * The point and its last reading, the curve of the readings loaded, their count, the readings (searchable
 * by bin, 30 a page, more as the end scrolls into view), the entry dialog, and the entries of this point
 * kept on the device. An unknown kind or an id that is not a number is /404.
 */
export function TemperatureScreen() {
  const params = useParams();
  const kind = params.kind === undefined ? 1 : entryKindOf(params.kind);
  const id = wholeNumber(params.id);
  if (kind === null || id === null) return <Navigate to="/404" replace />;
  const to = (params.kind ?? 'cjk_temp_id') as EntryKindParam;
  // Another point is another screen: nothing searched or typed carries over.
  return <Temperature key={`${kind}/${id}`} kind={kind} id={id} to={to} />;
}

function Temperature({ kind, id, to }: { kind: EntryKind; id: number; to: EntryKindParam }) {
  const { t, language } = useDamTranslation();
  const { toasts } = useApp();
  const session = useSession();
  const refusal = useWriteRefusal('operate');
  const outbox = useEntryOutbox(session?.loginId);
  const [keyword, setKeyword] = useState('');
  const [binKeyword, setBinKeyword] = useState('');
  const point = useLastOutletRecord(id, kind);
  const readings = useReadingPages(id, keyword);
  const bins = useIdamIds(binKeyword || undefined);

  const kindName = t(entryKindName(kind));
  const name = point.data?.name ?? '';
  const series = useMemo(
    () =>
      seriesFrom(
        'readings',
        kindName,
        readings.items,
        (r) => r.at,
        (r) => r.tempC,
        'ms',
      ),
    [readings.items, kindName],
  );
  const pending = outbox.pending.filter(
    (p) => p.kind === 'manualEntry' && p.entry.kind === kind && (kind !== 1 || p.entry.pointId === id),
  );

  if (point.data === null) {
    return (
      <Page title={kindName} backFallback={pointListPath(to)}>
        <div className={styles.section}>
          <StatusMessage tone="error">{t('entry.detail.unknownPoint', { id, kind: kindName })}</StatusMessage>
          <LinkButton variant="secondary" href={pointListPath('cjk_temp_id')} className={styles.backLink}>
            {t('entry.detail.backToList')}
          </LinkButton>
        </div>
      </Page>
    );
  }

  const submit = ({ requestId, bayIds, ...entry }: ManualEntryRequest): Promise<EntryOutcome> =>
    outbox.submit(
      {
        kind: 'manualEntry',
        entry: {
          ...entry,
          // The bin-entry and pouring readings go to their kind's point (the backend's first of the kind).
          ...(kind === 1 ? { pointId: id } : {}),
          ...(bayIds.length > 0 ? { bayIds } : {}),
        },
      },
      requestId,
    );
  const sent = (_entry: ManualEntry, outcome: EntryOutcome) => {
    if (outcome.ok && outcome.queued) showToast(toasts, t('entry.dialog.queued'), 'info');
    else showToast(toasts, t('entry.dialog.added'), 'success', ENTRY_TOAST_MS);
  };
  const readingsError = readings.error
    ? `${t('entry.list.loadError')}: ${errorMessage(readings.error, t)}`
    : undefined;
  const last = point.data;

  return (
    <Page
      title={kind === 1 ? name || kindName : kindName}
      backFallback={kind === 1 ? pointListPath(to) : '/main_new'}
    >
      {point.error ? (
        <StatusMessage tone="error" onRetry={() => void point.mutate()}>
          {t('entry.detail.loadError')}: {errorMessage(point.error, t)}
        </StatusMessage>
      ) : null}
      <div className={styles.detail}>
        <div className={styles.point}>
          <section className={styles.pointCard} aria-labelledby="entry-point-title">
            <h2 id="entry-point-title" className={styles.heading}>
              {kindName}
            </h2>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt className={styles.term}>{t('entry.detail.point')}</dt>
                <dd className={styles.value} data-missing={!name || undefined}>
                  {name || '—'}
                </dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.term}>{t('entry.detail.total')}</dt>
                <dd className={styles.value} data-testid="reading-total">
                  {readings.total === null ? '—' : t('entry.detail.totalValue', { count: readings.total })}
                </dd>
              </div>
              <div className={styles.wideFact}>
                <dt className={styles.term}>{t('entry.detail.last')}</dt>
                <dd className={styles.value} data-missing={!last?.at || undefined} data-testid="last-reading">
                  {last && last.tempC !== null ? (
                    <>
                      {t('loop.unit.celsius', { value: celsius(last.tempC, language) })}{' '}
                      <SiteTime value={last.at} className={styles.when} />
                    </>
                  ) : (
                    t('entry.points.noReading')
                  )}
                </dd>
              </div>
            </dl>
            <EntryDialog
              kind={manualEntryKind(kind)}
              bins={bins.data}
              binKeyword={binKeyword}
              onSearchBins={(next) => (next === binKeyword ? void bins.mutate() : setBinKeyword(next))}
              binsLoading={bins.isLoading}
              binsError={
                bins.error ? `${t('entry.picker.loadError')}: ${errorMessage(bins.error, t)}` : undefined
              }
              onRetryBins={() => void bins.mutate()}
              onSubmit={submit}
              onSent={sent}
              onFailed={() => showToast(toasts, t('entry.dialog.failed'), 'danger', ENTRY_TOAST_MS)}
              isDisabled={!point.data}
              refusal={refusal}
            />
          </section>
          <PendingEntries
            pending={pending}
            sending={outbox.sending}
            onSendNow={() => void outbox.sendNow()}
            onDiscard={outbox.discard}
          />
        </div>
        <TimeSeriesChart
          className={styles.curve}
          title={t('entry.detail.chart', { name: name || kindName })}
          lines={[{ series, unit: '°C', decimals: 1 }]}
          loading={readings.isLoading}
          error={readingsError}
          onRetry={() => void readings.reload()}
          emptyText={t('entry.detail.chartEmpty')}
          height={240}
        />
        <section className={styles.readings} aria-labelledby="entry-readings-title">
          <h2 id="entry-readings-title" className={styles.heading}>
            {t('entry.detail.readings')}
          </h2>
          <ReadingList
            readings={readings.isLoading && readings.items.length === 0 ? undefined : readings.items}
            total={readings.total}
            onLoadMore={readings.loadMore}
            loadingMore={readings.isLoadingMore}
            keyword={keyword}
            onSearch={(next) => (next === keyword ? void readings.reload() : setKeyword(next))}
            label={t('entry.list.label')}
            error={readingsError}
            onRetry={() => void readings.reload()}
          />
        </section>
      </div>
    </Page>
  );
}
