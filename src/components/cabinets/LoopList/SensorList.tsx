import { type ForwardedRef, type ReactNode, useDeferredValue, useMemo } from 'react';
import { Input, SearchField } from 'react-aria-components';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { CardList } from '../../ui/CardList';
import { genericForwardRef } from '../../ui/genericForwardRef';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { useControlledState } from '../../ui/useControlledState';
import * as styles from './LoopList.css';
import { LoopNumberDialog } from './LoopNumberDialog';
import { SensorRow } from './SensorRow';
import { loopListTexts } from './texts';

/** What the shared list needs of a row: its loop number, its name when it has one, and its last report. */
export interface NamedLoop {
  loop: number;
  name?: string;
  /** Last report, epoch ms; null when it never reported. */
  reportedAt: number | null;
}

/** The public props of a sensor list (`LoopList`, `ThermometerList`): the same for both kinds of rows. */
export interface SensorListPublicProps<Row> extends StyleProps, LoadStateProps {
  /**
   * The rows of the cabinet; undefined while loading. A value not collected is `data-missing="true"`; an
   * unknown value or stopped water is `data-state`.
   * @selector [data-missing="true"] [data-state="unknown" | "stopped"]
   */
  rows: readonly Row[] | undefined;
  /**
   * "Now" for the staleness checks, epoch ms; defaults to the clock. Each row shows the result as
   * `data-health` (`ok`, `abnormal` for a loop silent for half an hour, `error` for an hour or never).
   * @selector [data-health="ok" | "abnormal" | "error"]
   */
  now?: number | undefined;
  /** Link of a row's detail page (the demo uses `/tab/racksId/{id}/loops/{loop}` or `…/temps/{loop}`). */
  hrefFor?: (loop: number) => string;
  /** Called with the number typed in the manual dialog, and when a row is pressed if there is no hrefFor. */
  onOpenLoop?: (loop: number) => void;
  /** Highest number the manual dialog accepts (72). */
  maxLoop?: number | undefined;
  /** The name search (controlled, with `onQueryChange`). */
  query?: string | undefined;
  /** The name search at first (uncontrolled); empty by default. */
  defaultQuery?: string | undefined;
  /** Called with the search text as it is typed or cleared. */
  onQueryChange?: (query: string) => void;
}

export interface SensorListProps<Row extends NamedLoop> extends SensorListPublicProps<Row> {
  searchLabel: string;
  emptyText: string;
  /** A row's health at `now`: 'ok' or a flagged state (counted in the summary line). */
  healthOf: (row: Row, now: number) => string;
  /** The note under a flagged row that did report once. */
  staleNote: string;
  /** A row's facts (`Fact` elements). */
  renderFacts: (row: Row) => ReactNode;
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
export const SensorList = /* @__PURE__ */ genericForwardRef(function SensorList<Row extends NamedLoop>(
  {
    rows,
    loading = false,
    error,
    onRetry,
    now = Date.now(),
    hrefFor,
    onOpenLoop,
    maxLoop,
    query: queryProp,
    defaultQuery = '',
    onQueryChange,
    className,
    style,
    searchLabel,
    emptyText,
    healthOf,
    staleNote,
    renderFacts,
    label,
  }: SensorListProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const { t } = useDamText(loopListTexts);
  const [query, setQuery] = useControlledState(queryProp, defaultQuery, onQueryChange);
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () => (rows ?? []).filter((row) => matchesQuery(row, deferredQuery)),
    [rows, deferredQuery],
  );

  const total = rows?.length ?? 0;
  const errors = rows ? rows.filter((row) => healthOf(row, now) !== 'ok').length : 0;

  return (
    <div ref={ref} className={joinClassNames(styles.root, className)} style={style}>
      <div className={styles.toolbar}>
        <SearchField
          className={styles.searchField}
          value={query}
          onChange={setQuery}
          aria-label={searchLabel}
          isDisabled={!rows || rows.length === 0}
        >
          <Input className={styles.searchInput} placeholder={t('loop.list.search')} />
          <Button variant="icon" className={styles.clearButton} aria-label={t('ui.close')}>
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
      <CardList
        items={error ? [] : rows === undefined ? undefined : shown}
        keyOf={(row) => row.loop}
        renderCard={(row) => (
          <SensorRow
            loop={row.loop}
            name={row.name}
            reportedAt={row.reportedAt}
            health={healthOf(row, now)}
            staleNote={staleNote}
            href={hrefFor?.(row.loop)}
            onOpenLoop={onOpenLoop}
          >
            {renderFacts(row)}
          </SensorRow>
        )}
        label={label}
        errorText={t('loop.list.loadError')}
        emptyText={
          rows && rows.length > 0 ? t('loop.list.noMatch', { query: deferredQuery.trim() }) : emptyText
        }
        skeletonHeight="92px"
        skeletons={4}
        loading={loading}
        error={error}
        onRetry={onRetry}
      />
    </div>
  );
});
