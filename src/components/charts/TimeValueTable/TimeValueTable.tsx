import { forwardRef, type ReactNode, useId, useState } from 'react';
import { formatSiteDateTime, type Series, type SeriesInput, seriesColumns } from '../../../domain';
import { formatNumber } from '../../../domain/number';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { listStatus } from '../../ui/listStatus';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import * as styles from './TimeValueTable.css';
import { timeValueTableTexts } from './texts';

export type { Series };

export interface TimeValueTableProps extends StyleProps, LoadStateProps {
  /**
   * The readings as typed columns (ascending epoch ms; NaN where a value is missing), shown newest first;
   * undefined while loading. A missing value is `data-missing="true"`.
   * @selector [data-missing="true"]
   */
  series: SeriesInput | undefined;
  /** Heading of the value column ('Inlet pressure'); the series' name by default. */
  valueLabel?: string | undefined;
  /** Unit of the values, under the value heading ('MPa', 'W/m²'). */
  unit: string;
  /** Decimals every value is shown with (pressure 3, radiation 0); 2 by default. */
  decimals?: number | undefined;
  /** The table's caption and accessible name ('Inlet pressure readings'); the count alone by default. */
  caption?: string | undefined;
  /**
   * How many rows show at first; 'Show more' adds as many again. All rows by default.
   * @selector [data-truncated]
   */
  initialRows?: number | undefined;
  /** Shown when there are no readings ('No readings' by default). */
  emptyText?: ReactNode | undefined;
  /** Under the rows, also when there are none: what the owner of the list adds (load the day before, 'no more'). */
  footer?: ReactNode | undefined;
}

/**
 * Readings of one quantity over time (pressure in or out, solar radiation — part 2 §2.7, §2.9): a table of
 * time in the site zone and value with its unit, newest first, with loading, empty and failed states.
 */
export const TimeValueTable = /* @__PURE__ */ forwardRef<HTMLDivElement, TimeValueTableProps>(
  function TimeValueTable(
    {
      series: input,
      valueLabel,
      unit,
      decimals = 2,
      caption,
      initialRows,
      emptyText,
      footer,
      loading = false,
      error,
      onRetry,
      className,
      style,
    },
    ref,
  ) {
    const { t, language, timeZone } = useDamText(timeValueTableTexts);
    const captionId = useId();
    const step = initialRows && initialRows > 0 ? initialRows : Number.POSITIVE_INFINITY;
    const [limit, setLimit] = useState(step);
    const rootClass = joinClassNames(styles.root, className);
    const series = input && seriesColumns(input);
    const count = series?.time.length;

    const { failure, status } = listStatus({
      count,
      loading,
      error,
      onRetry,
      rootClass: styles.root,
      errorText: t('instruments.table.loadError'),
      emptyText: emptyText ?? t('instruments.table.empty'),
      skeleton: styles.skeleton,
      skeletons: 5,
    });
    if (status || !series || count === undefined) {
      return (
        <div ref={ref} className={rootClass} style={style}>
          {caption ? <p className={styles.summary}>{caption}</p> : null}
          {status}
          {footer}
        </div>
      );
    }

    const shown = Math.min(count, limit);
    const rows: ReactNode[] = [];
    for (let i = count - 1; i >= count - shown; i--) {
      const at = series.time[i] as number;
      const value = series.value[i] as number;
      const [date, time] = formatSiteDateTime(at, timeZone, { language }).split(' ');
      rows.push(
        <tr key={i}>
          <th scope="row" className={styles.timeCell}>
            <time dateTime={new Date(at).toISOString()}>
              <span className={styles.date}>{date}</span>
              {time}
            </time>
          </th>
          {Number.isFinite(value) ? (
            <td className={styles.valueCell}>{formatNumber(value, language, decimals, decimals)}</td>
          ) : (
            <td className={styles.valueCell} data-missing="true">
              {t('common.notCollected')}
            </td>
          )}
        </tr>,
      );
    }
    const left = count - shown;
    const countText =
      left > 0 ? t('instruments.table.showing', { shown, count }) : t('instruments.table.caption', { count });

    return (
      <div ref={ref} className={rootClass} style={style} data-truncated={left > 0 || undefined}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
        <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId} className={styles.caption}>
              {caption ? (
                <>
                  {caption}
                  <span className={styles.count}>{countText}</span>
                </>
              ) : (
                countText
              )}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headerCell}>
                  {t('instruments.table.time')}
                </th>
                <th scope="col" className={styles.headerCell}>
                  {valueLabel ?? series.name}
                  <span className={styles.unit}>{unit}</span>
                </th>
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </section>
        {left > 0 ? (
          <Button variant="secondary" fullWidth onPress={() => setLimit(shown + step)}>
            {t('instruments.table.showMore', { count: Math.min(left, step) })}
          </Button>
        ) : null}
        {failure}
        {footer}
      </div>
    );
  },
);
