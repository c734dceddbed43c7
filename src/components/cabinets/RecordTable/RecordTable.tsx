import { forwardRef, useId, useMemo } from 'react';
import {
  DETAIL_LIST_LIMIT,
  type FlowReading,
  formatSiteDateTime,
  type LoopRecord,
  type TempReading,
  type ThermometerRecord,
} from '../../../domain';
import { unitValueText } from '../../../domain/unitRules';
import { useDamText } from '../../../i18n/useDamText';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import { openingMessage } from '../LoopList/format';
import * as styles from './RecordTable.css';
import { recordTableTexts } from './texts';

/** Records of a flow loop and of a thermometer (declared once in the domain, `adaptLoopRecords` makes them). */
export type { LoopRecord, ThermometerRecord };

interface CommonProps extends StyleProps, LoadStateProps {
  /** How many records to show, newest first (the seed's 50). */
  limit?: number;
}

export type RecordTableProps = CommonProps &
  (
    | {
        /**
         * A flow loop's records: time, flow, inlet, outlet, opening. A cell without a value is
         * `data-missing="true"` (not collected) or `data-state` (unknown, water stopped).
         * @selector [data-missing="true"] [data-state="unknown" | "stopped"]
         */
        kind: 'loop';
        /** The records, in any order; undefined while loading. */
        records: readonly LoopRecord[] | undefined;
      }
    | {
        /**
         * A thermometer's records: time and temperature.
         * @selector [data-missing="true"] [data-state="unknown"]
         */
        kind: 'thermometer';
        records: readonly ThermometerRecord[] | undefined;
      }
  );

/**
 * The last records of a loop or a thermometer (part 1 §2 loop and thermometer detail): the newest 50, with
 * units in the column heads, 'not collected' for a temperature of 0, and the valve opening by the seed rule.
 */
export const RecordTable = /* @__PURE__ */ forwardRef<HTMLDivElement, RecordTableProps>(
  function RecordTable(props, ref) {
    const {
      kind,
      records,
      loading = false,
      error,
      onRetry,
      limit = DETAIL_LIST_LIMIT,
      className,
      style,
    } = props;
    const { t, language, timeZone } = useDamText(recordTableTexts);
    const captionId = useId();

    const shown = useMemo(() => {
      if (!records) return [];
      return [...records].sort((a, b) => b.at - a.at).slice(0, limit);
    }, [records, limit]);

    const rootClass = joinClassNames(styles.root, className);
    if (error) {
      return (
        <div ref={ref} className={rootClass} style={style}>
          <StatusMessage tone="error" onRetry={onRetry}>
            {typeof error === 'boolean' ? t('loop.records.loadError') : error}
          </StatusMessage>
        </div>
      );
    }

    const isLoading = loading || records === undefined;
    if (!isLoading && shown.length === 0) {
      return (
        <div ref={ref} className={rootClass} style={style}>
          <StatusMessage tone="empty">{t('loop.records.empty')}</StatusMessage>
        </div>
      );
    }

    const head = (label: string, unit?: string) => (
      <th scope="col" className={styles.headerCell}>
        {label}
        {unit && <span className={styles.unit}>{unit}</span>}
      </th>
    );
    const columns = kind === 'loop' ? 5 : 2;

    const timeCell = (at: number) => {
      const [date, time] = formatSiteDateTime(at, timeZone, { language }).split(' ');
      return (
        <th scope="row" className={styles.timeCell}>
          <time dateTime={new Date(at).toISOString()}>
            <span className={styles.date}>{date}</span>
            {time}
          </time>
        </th>
      );
    };

    const temp = (reading: TempReading) =>
      reading.kind === 'value' ? (
        <td className={styles.cell}>{unitValueText(reading.celsius, '°C')}</td>
      ) : reading.kind === 'unknown' ? (
        <td className={styles.cell} data-state="unknown">
          {t('common.unknown')}
        </td>
      ) : (
        <td className={styles.cell} data-missing="true">
          {t('common.notCollected')}
        </td>
      );

    const flow = (reading: FlowReading) =>
      reading.kind === 'value' ? (
        <td className={styles.cell}>{unitValueText(reading.lpm, 'L/min')}</td>
      ) : (
        <td className={styles.cell} data-state={reading.kind}>
          {t(`loop.flowState.${reading.kind}`)}
        </td>
      );

    const opening = (record: LoopRecord) => {
      if (record.opening === null) {
        return (
          <td className={styles.cell} data-missing="true">
            {t('common.notCollected')}
          </td>
        );
      }
      const message = openingMessage(record.opening);
      return <td className={styles.cell}>{t(message.key, { value: message.value })}</td>;
    };

    return (
      <div ref={ref} className={rootClass} style={style}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
        <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0} aria-busy={isLoading}>
          <table className={styles.table}>
            <caption id={captionId} className={styles.caption}>
              {isLoading ? t('common.loading') : t('loop.records.caption', { count: shown.length })}
            </caption>
            <thead>
              <tr>
                {head(t('loop.field.time'))}
                {kind === 'loop' ? (
                  <>
                    {head(t('loop.field.flow'), 'L/min')}
                    {head(t('loop.field.inTemp'), '°C')}
                    {head(t('loop.field.outTemp'), '°C')}
                    {head(t('loop.field.opening'))}
                  </>
                ) : (
                  head(t('loop.field.temp'), '°C')
                )}
              </tr>
            </thead>
            <tbody>
              {isLoading
                ? [0, 1, 2, 3, 4].map((i) => (
                    <tr key={i}>
                      <td colSpan={columns} className={styles.skeletonRow} />
                    </tr>
                  ))
                : kind === 'loop'
                  ? (shown as LoopRecord[]).map((record) => (
                      <tr key={record.at}>
                        {timeCell(record.at)}
                        {flow(record.flow)}
                        {temp(record.inTemp)}
                        {temp(record.outTemp)}
                        {opening(record)}
                      </tr>
                    ))
                  : (shown as ThermometerRecord[]).map((record) => (
                      <tr key={record.at}>
                        {timeCell(record.at)}
                        {temp(record.temp)}
                      </tr>
                    ))}
            </tbody>
          </table>
        </section>
      </div>
    );
  },
);
