import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { Button, Input, SearchField } from 'react-aria-components';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import * as styles from './LoopList.css';
import { LoopNumberDialog } from './LoopNumberDialog';

/** What the shared list needs of a row: its loop number and, when it has one, its name. */
export interface NamedLoop {
  loop: number;
  name?: string;
}

/** The public props of a sensor list (`LoopList`, `ThermometerList`): the same for both kinds of rows. */
export interface SensorListPublicProps<Row> {
  /** The rows of the cabinet; undefined while loading. */
  rows: readonly Row[] | undefined;
  /** Shows the loading state even when rows are present (e.g. on a forced reload). */
  loading?: boolean;
  /** An error: true for the default text, or the text to show (the server's message). */
  error?: ReactNode | boolean;
  /** Offered as a retry button in the error state. */
  onRetry?: () => void;
  /** "Now" for the staleness checks, epoch ms; defaults to the clock. */
  now?: number;
  /** Link of a row's detail page (the demo uses `/tab/racksId/{id}/loops/{loop}` or `…/temps/{loop}`). */
  hrefFor?: (loop: number) => string;
  /** Called with the number typed in the manual dialog, and when a row is pressed if there is no hrefFor. */
  onOpenLoop?: (loop: number) => void;
  /** Highest number the manual dialog accepts (72). */
  maxLoop?: number;
}

export interface SensorListProps<Row extends NamedLoop> {
  rows: readonly Row[] | undefined;
  loading: boolean;
  error: ReactNode | boolean | undefined;
  onRetry: (() => void) | undefined;
  onOpenLoop: ((loop: number) => void) | undefined;
  maxLoop: number | undefined;
  searchLabel: string;
  emptyText: string;
  /** Number of rows in error, for the summary line. */
  countErrors: (rows: readonly Row[]) => number;
  renderRow: (row: Row) => ReactNode;
  /** Accessible name of the list. */
  label: string;
}

/** Whether a row matches the name search: by name (case-insensitive) or by its loop number. */
export function matchesQuery(row: NamedLoop, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  if (row.name?.toLowerCase().includes(q)) return true;
  return String(row.loop) === q;
}

/**
 * The frame shared by the loop and thermometer lists: name search, the manual loop-number dialog, a count
 * line, and the loading, error, empty and no-match states.
 */
export function SensorList<Row extends NamedLoop>({
  rows,
  loading,
  error,
  onRetry,
  onOpenLoop,
  maxLoop,
  searchLabel,
  emptyText,
  countErrors,
  renderRow,
  label,
}: SensorListProps<Row>) {
  const { t } = useDamTranslation();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () => (rows ?? []).filter((row) => matchesQuery(row, deferredQuery)),
    [rows, deferredQuery],
  );

  const isLoading = loading || (rows === undefined && !error);
  let body: ReactNode;
  if (error) {
    body = (
      <div className={styles.message} data-tone="error" role="alert">
        <span>{typeof error === 'boolean' ? t('loop.list.loadError') : error}</span>
        {onRetry && (
          <Button className={styles.button} onPress={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  } else if (isLoading) {
    body = (
      <div aria-busy="true" className={styles.list}>
        <span className={styles.summary}>{t('common.loading')}</span>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  } else if (rows && rows.length === 0) {
    body = <p className={styles.message}>{emptyText}</p>;
  } else if (shown.length === 0) {
    body = <p className={styles.message}>{t('loop.list.noMatch', { query: deferredQuery.trim() })}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label={label}>
        {shown.map((row) => (
          <li key={row.loop} style={{ display: 'grid' }}>
            {renderRow(row)}
          </li>
        ))}
      </ul>
    );
  }

  const total = rows?.length ?? 0;
  const errors = rows ? countErrors(rows) : 0;

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <SearchField
          className={styles.searchField}
          value={query}
          onChange={setQuery}
          aria-label={searchLabel}
          isDisabled={!rows || rows.length === 0}
        >
          <Input className={styles.searchInput} placeholder={t('loop.list.search')} />
          <Button className={styles.clearButton} aria-label={t('common.close')}>
            ×
          </Button>
        </SearchField>
        {onOpenLoop && <LoopNumberDialog onOpenLoop={onOpenLoop} max={maxLoop} />}
      </div>
      {rows && rows.length > 0 && !error && (
        <p className={styles.summary} aria-live="polite">
          <span>
            {shown.length === total
              ? t('loop.list.count', { count: total })
              : t('loop.list.countFiltered', { shown: shown.length, count: total })}
          </span>
          {errors > 0 && (
            <span className={styles.summaryErrors}>{t('loop.list.staleCount', { count: errors })}</span>
          )}
        </p>
      )}
      {body}
    </div>
  );
}
