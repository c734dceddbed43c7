import { forwardRef, type ReactNode, useState } from 'react';
import { type AggregateRecord, type AggregateType, aggregateStageName } from '../../../domain';
import { formatNumber } from '../../../domain/number';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { CardList } from '../../ui/CardList';
import { Entry, EntryList } from '../../ui/EntryList';
import type { LoadStateProps, StyleProps } from '../../ui/props';
import { SiteTime } from '../../ui/SiteTime';
import { categoryWords } from '../AggregateEntryForm/categoryWords';
import * as styles from './AggregateRecordList.css';
import { aggregateRecordListTexts } from './texts';

// Declared once in the domain (its adapter builds them); re-exported beside the list that takes them.
export type { AggregateRecord, AggregateType };

/** Records shown at first, and added by each 'show more'. */
export const AGGREGATE_RECORDS_STEP = 20;

export interface AggregateRecordListProps extends StyleProps, LoadStateProps {
  /**
   * An aggregate's temperature records, newest first (getAggregateDetailById); undefined while loading.
   * Each is a list item with its stage; one entered by hand (with a user) is `data-manual`.
   * @selector [data-stage="1" | "2"] [data-manual]
   */
  records: readonly AggregateRecord[] | undefined;
  /** The categories, to name each record's (aggregateType); its id alone while they load. */
  types?: readonly AggregateType[] | undefined;
  /** Accessible name of the list ('Temperature records' by default). */
  label?: string | undefined;
  /** How many records show at first; 'show more' adds as many again (default 20). */
  pageSize?: number | undefined;
  /** Shown when there is no record. */
  emptyText?: ReactNode | undefined;
}

/**
 * The temperature records of an aggregate (part 2 §2.8, §3): temperature (°C, one decimal), cooling stage,
 * category, time in the site zone, and who entered it ('automatic' for the plant's own readings); the first
 * twenty, then more on request. Loading, failure with Retry, empty.
 */
export const AggregateRecordList = /* @__PURE__ */ forwardRef<HTMLDivElement, AggregateRecordListProps>(
  function AggregateRecordList(
    { records, types, label, pageSize = AGGREGATE_RECORDS_STEP, emptyText, ...frame },
    ref,
  ) {
    const { t, language } = useDamText(aggregateRecordListTexts);
    const [shown, setShown] = useState(pageSize);
    const typeName = (id: string | null) => {
      const type = types?.find((candidate) => candidate.id === id);
      if (type) return t('aggregate.form.categoryName', categoryWords(type, t));
      return id ?? '—';
    };
    const left = (records?.length ?? 0) - shown;
    return (
      <CardList
        ref={ref}
        items={records}
        summary={records && t('aggregate.records.count', { count: records.length })}
        summaryLive
        summaryTestId="aggregate-record-count"
        errorText={t('aggregate.records.loadError')}
        emptyText={emptyText ?? t('aggregate.records.empty')}
        skeletonHeight="52px"
        skeletons={4}
        {...frame}
      >
        <EntryList aria-label={label ?? t('aggregate.records.title')}>
          {records?.slice(0, shown).map((record) => (
            <Entry
              key={record.id}
              className={styles.record}
              data-stage={record.stage ?? undefined}
              data-manual={record.user ? '' : undefined}
              title={
                <span className={styles.temp}>
                  {record.tempC === null
                    ? '—'
                    : t('loop.unit.celsius', { value: formatNumber(record.tempC, language, 1, 1) })}
                </span>
              }
              aside={<span className={styles.stage}>{t(aggregateStageName(record.stage))}</span>}
              facts={[
                { label: t('aggregate.records.category'), value: typeName(record.typeId) },
                { label: '', value: <SiteTime value={record.at} /> },
                record.user
                  ? { label: t('aggregate.records.by'), value: record.user }
                  : { label: '', value: t('aggregate.records.automatic') },
              ]}
            />
          ))}
        </EntryList>
        {left > 0 ? (
          <Button variant="secondary" className={styles.more} onPress={() => setShown((n) => n + pageSize)}>
            {t('aggregate.records.showMore', { count: Math.min(left, pageSize) })}
          </Button>
        ) : null}
      </CardList>
    );
  },
);
