import { forwardRef, type ReactNode } from 'react';
import type { HandlingRecord } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { CardList } from '../../ui/CardList';
import type { LoadStateProps, StyleProps } from '../../ui/props';
import { SiteTime } from '../../ui/SiteTime';
import * as styles from './BayHandling.css';
import { bayHandlingTexts } from './texts';

export type { HandlingRecord };

export interface HandlingRecordListProps extends StyleProps, LoadStateProps {
  /**
   * The handling records of one bay (get_detail_record), in the order to show: newest first. Undefined while
   * loading. Each is a list item holding what was done, by whom and when.
   * @selector [data-record]
   */
  records: readonly HandlingRecord[] | undefined;
  /** Accessible name of the list ('Handling records'). */
  label?: string | undefined;
  /** Shown when the bay has no record yet. */
  emptyText?: ReactNode | undefined;
}

/** What was done about a bay, newest first: the text as written, its author and the time in the site zone. */
export const HandlingRecordList = /* @__PURE__ */ forwardRef<HTMLDivElement, HandlingRecordListProps>(
  function HandlingRecordList({ records, label, emptyText, ...frame }, ref) {
    const { t } = useDamText(bayHandlingTexts);
    return (
      <CardList
        ref={ref}
        items={records}
        summary={records && t('handling.records.count', { count: records.length })}
        errorText={t('handling.records.loadError')}
        emptyText={emptyText ?? t('handling.records.empty')}
        skeletonHeight="64px"
        skeletons={1}
        {...frame}
      >
        <ol className={styles.records} aria-label={label ?? t('handling.records.title')}>
          {records?.map((record) => (
            <li key={record.id} className={styles.record} data-record={record.id}>
              <p className={styles.recordText}>{record.what}</p>
              <dl className={styles.recordMeta}>
                <div className={styles.recordMetaItem}>
                  <dt className={styles.recordMetaTerm}>{t('handling.records.by')}</dt>
                  <dd className={styles.recordMetaValue}>{record.who || '—'}</dd>
                </div>
                <div className={styles.recordMetaItem}>
                  <dt className={styles.recordMetaTerm}>{t('handling.records.at')}</dt>
                  <dd className={styles.recordMetaValue}>
                    <SiteTime value={record.at} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      </CardList>
    );
  },
);
