import {
  AggregateEntryForm,
  type AggregateEntryRequest,
  AggregateRecordList,
  LinkButton,
  PendingEntries,
  Segment,
  SegmentedControl,
  StatusMessage,
  TimeSeriesChart,
  useAggregateRecords,
  useAggregates,
  useAggregateTypes,
  useDamTranslation,
  useEntryOutbox,
} from 'damtherm';
import { aggregateStageName, aggregateStageSeries } from 'damtherm/domain';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useWriteRefusal } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { aggregateIdOf, aggregatesPath } from './paths';
import * as styles from './screens.css';

type RecordRange = 'recent' | 'all';

/**
 * /areas/aggregateDetail?id={cid} (part 2 §2.1, §2.8): the aggregate's name, its temperature curve (one line
 * per cooling stage), the entry, the entries kept on this device, and its records (the last 7 days, or all of
 * them, kept in the address as `&records=all`). A missing or unknown id says so; a malformed one is /404.
 */
export function AggregateDetailScreen() {
  const [search] = useSearchParams();
  const id = aggregateIdOf(search.get('id'));
  if (id === null) return <Navigate to="/404" replace />;
  if (id === '') return <NoAggregate text="aggregate.detail.missingId" />;
  return <AggregateDetail key={id} id={id} />;
}

/** Why there is no aggregate to show, with the way to the list. */
function NoAggregate({ text, id }: { text: string; id?: string }) {
  const { t } = useDamTranslation();
  return (
    <Page backFallback={aggregatesPath()}>
      <div className={styles.section}>
        <StatusMessage tone="error">{t(text, { id })}</StatusMessage>
        <LinkButton variant="secondary" className={styles.backLink} href={aggregatesPath()}>
          {t('aggregate.detail.backToList')}
        </LinkButton>
      </div>
    </Page>
  );
}

function AggregateDetail({ id }: { id: string }) {
  const { t } = useDamTranslation();
  const session = useSession();
  const refusal = useWriteRefusal('operate');
  const [search, setSearch] = useSearchParams();
  const range: RecordRange = search.get('records') === 'all' ? 'all' : 'recent';
  const aggregates = useAggregates();
  const aggregate = aggregates.data?.find((a) => a.id === id);
  // Asked once the aggregate is known to exist (the list is usually cached from the list screen): an
  // unknown id gets its message, not the backend's refusal as well.
  const records = useAggregateRecords(aggregate ? id : null, range === 'all');
  const types = useAggregateTypes();
  const outbox = useEntryOutbox(session?.loginId);

  const lines = useMemo(
    () =>
      aggregateStageSeries(records.data, (stage) => t(aggregateStageName(stage))).map((series) => ({
        series,
        unit: '°C',
        decimals: 1,
      })),
    [records.data, t],
  );
  const pending = outbox.pending.filter(
    (p) => p.kind === 'aggregateEntry' && String(p.entry.aggregateId) === id,
  );

  if (aggregates.data && !aggregate) return <NoAggregate text="aggregate.detail.unknown" id={id} />;

  const submit = ({ requestId, ...entry }: AggregateEntryRequest) =>
    outbox.submit({ kind: 'aggregateEntry', entry: { aggregateId: Number(id), ...entry } }, requestId);
  const recordsError = records.error
    ? `${t('aggregate.records.loadError')}: ${errorMessage(records.error, t)}`
    : undefined;
  const name = aggregate?.name ?? '';

  return (
    <Page title={aggregate?.name} backFallback={aggregatesPath()}>
      {aggregates.error && !aggregates.data ? (
        // Without the aggregate there is nothing to show or to enter on: the failure, and Retry.
        <StatusMessage tone="error" onRetry={() => void aggregates.mutate()}>
          {t('aggregate.detail.loadError')}: {errorMessage(aggregates.error, t)}
        </StatusMessage>
      ) : (
        <div className={styles.detail}>
          <TimeSeriesChart
            className={styles.curve}
            title={t('aggregate.detail.curve', { name })}
            lines={lines}
            loading={records.isLoading || !aggregate}
            error={recordsError}
            onRetry={() => void records.mutate()}
            emptyText={t('aggregate.detail.curveEmpty')}
            height={240}
          />
          <div className={styles.entry}>
            <AggregateEntryForm types={types.data} onSubmit={submit} refusal={refusal} />
            <PendingEntries
              pending={pending}
              sending={outbox.sending}
              onSendNow={() => void outbox.sendNow()}
              onDiscard={outbox.discard}
            />
          </div>
          <section className={styles.records} aria-labelledby="aggregate-records-title">
            <div className={styles.recordsHeader}>
              <h2 id="aggregate-records-title" className={styles.heading}>
                {t('aggregate.records.title')}
              </h2>
              <SegmentedControl<RecordRange>
                className={styles.range}
                label={t('aggregate.records.range')}
                value={range}
                onChange={(next) =>
                  setSearch(
                    (current) => {
                      const query = new URLSearchParams(current);
                      if (next === 'all') query.set('records', 'all');
                      else query.delete('records');
                      return query;
                    },
                    { replace: true },
                  )
                }
              >
                <Segment value="recent">{t('aggregate.records.recent')}</Segment>
                <Segment value="all">{t('aggregate.records.all')}</Segment>
              </SegmentedControl>
            </div>
            <AggregateRecordList
              // Another range starts again at its first twenty records.
              key={range}
              records={records.data}
              types={types.data}
              label={t('aggregate.records.label', { name })}
              error={recordsError}
              onRetry={() => void records.mutate()}
            />
          </section>
        </div>
      )}
    </Page>
  );
}
