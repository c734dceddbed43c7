import { forwardRef, type ReactNode, useId, useMemo } from 'react';
import type { Report, ReportType } from '../../../domain/adapters/reports.ts';
import { reportCellText, reportColumnKey, reportColumns } from '../../../domain/reports.ts';
import { useDamText } from '../../../i18n/useDamText';
import { Pager } from '../../ui/Pager';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import { useControlledState } from '../../ui/useControlledState';
import * as styles from './ReportTable.css';
import { reportTableTexts } from './texts';

/** Rows a page shows by default: enough to read a week of one day's bays without paging on a phone. */
export const REPORT_PAGE_SIZE = 50;

export interface ReportTableProps extends StyleProps, LoadStateProps {
  /**
   * The report: its type gives the columns (units in the headers, times in the site zone); undefined while
   * the first load runs.
   * @selector [data-type="maxTemp" | "weekDrop" | "outletEntryPouring" | "cooling" | "damControl"]
   */
  report: Report | undefined;
  /** The type the table is for while `report` is still undefined (the skeleton shows its columns). */
  type?: ReportType | undefined;
  /** Rows a page (default 50); the pager shows when there are more. */
  pageSize?: number | undefined;
  /** The page shown, from 1 (controlled, with `onPageChange`). */
  page?: number | undefined;
  /** The page at first (uncontrolled); 1 by default. */
  defaultPage?: number | undefined;
  /** Called with the page chosen in the pager. */
  onPageChange?: (page: number) => void;
  /** Replaces the caption (default: the type's name and the number of rows). */
  caption?: ReactNode | undefined;
  /** Shown when the report has no rows (default: 'No data in this period'). */
  emptyText?: ReactNode | undefined;
}

/**
 * A report of the report analysis as a table (part 2 §2.7, §3): the columns of its type with units in the
 * headers, the cells as the export writes them (site-zone `YYYY-MM-DD HH:mm`, fixed decimals, stages by
 * name), a page of rows at a time. On a phone the table scrolls sideways with its first column (the bay or
 * the time) kept in view.
 */
export const ReportTable = /* @__PURE__ */ forwardRef<HTMLDivElement, ReportTableProps>(function ReportTable(
  {
    report,
    type: typeProp,
    loading = false,
    error,
    onRetry,
    pageSize = REPORT_PAGE_SIZE,
    page: pageProp,
    defaultPage = 1,
    onPageChange,
    caption,
    emptyText,
    className,
    style,
  },
  ref,
) {
  const { t, timeZone } = useDamText(reportTableTexts);
  const captionId = useId();
  const [chosenPage, setPage] = useControlledState(pageProp, defaultPage, onPageChange);
  const type = report?.type ?? typeProp ?? 'maxTemp';
  const columns = reportColumns(type);
  const rows = (report?.rows ?? []) as readonly unknown[];
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(chosenPage) || 1), pages);
  const first = (page - 1) * pageSize;

  const cells = useMemo(
    () =>
      rows
        .slice(first, first + pageSize)
        .map((row) => columns.map((c) => reportCellText(c, row, t, timeZone))),
    [rows, first, pageSize, columns, t, timeZone],
  );

  const rootClass = joinClassNames(styles.root, className);
  const failure = error ? (
    <StatusMessage tone="error" onRetry={onRetry}>
      {typeof error === 'boolean' ? t('report.table.loadError') : error}
    </StatusMessage>
  ) : null;

  if (failure && !report) {
    return (
      <div ref={ref} className={rootClass} style={style} data-type={type}>
        {failure}
      </div>
    );
  }
  const isLoading = loading || report === undefined;
  if (!isLoading && rows.length === 0) {
    return (
      <div ref={ref} className={rootClass} style={style} data-type={type}>
        {failure}
        <StatusMessage tone="empty">{emptyText ?? t('report.table.empty')}</StatusMessage>
      </div>
    );
  }

  return (
    <div ref={ref} className={rootClass} style={style} data-type={type}>
      {failure}
      {/* The caption stays outside the sideways scroll, so a phone reads it whole. */}
      <p id={captionId} className={styles.caption} data-part="caption">
        {isLoading && !report
          ? t('report.table.loading')
          : (caption ?? t('report.table.caption', { type: t(`report.type.${type}`), count: rows.length }))}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0} aria-busy={isLoading}>
        <table className={styles.table} aria-labelledby={captionId}>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th
                  key={c.id}
                  scope="col"
                  data-kind={c.kind}
                  className={i === 0 ? `${styles.headerCell} ${styles.stickyCell}` : styles.headerCell}
                >
                  {t(reportColumnKey(type, c))}
                  {c.unit ? <span className={styles.unit}>{c.unit}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report === undefined
              ? [0, 1, 2, 3, 4].map((i) => (
                  <tr key={i}>
                    <td colSpan={columns.length}>
                      <div className={styles.skeletonRow} />
                    </td>
                  </tr>
                ))
              : cells.map((row, r) => (
                  // Rows have no id of their own (a bay repeats by day); their place in the report is stable.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <tr key={first + r}>
                    {row.map((text, i) =>
                      i === 0 ? (
                        <th
                          key={columns[i]?.id}
                          scope="row"
                          data-kind={columns[i]?.kind}
                          className={`${styles.cell} ${styles.stickyCell}`}
                        >
                          {text}
                        </th>
                      ) : (
                        <td key={columns[i]?.id} data-kind={columns[i]?.kind} className={styles.cell}>
                          {text}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
          </tbody>
        </table>
      </section>
      {report && rows.length > pageSize ? (
        <div className={styles.footer}>
          <p className={styles.pageRows}>
            {t('report.table.pageRows', { from: first + 1, to: Math.min(rows.length, first + pageSize) })}
          </p>
          <Pager total={rows.length} pageSize={pageSize} page={page} onPageChange={setPage} />
        </div>
      ) : null}
    </div>
  );
});
