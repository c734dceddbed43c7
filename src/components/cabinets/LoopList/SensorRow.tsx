import type { ReactNode } from 'react';
import { formatSiteDateTime } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { CardLink } from '../../ui/CardLink';
import { Facts } from '../../ui/Facts';
import * as styles from './LoopList.css';
import { loopListTexts } from './texts';

export interface SensorRowProps {
  /** Loop or thermometer number in the cabinet. */
  loop: number;
  /** Its name (bay and position), when it has one. */
  name?: string | undefined;
  /** Last report, epoch ms; null when it never reported. */
  reportedAt: number | null;
  /** Health as the list judges it ('ok' or a flagged state); styles target `data-health`. */
  health: string;
  /** The staleness note shown under a flagged row that did report once. */
  staleNote: string;
  /** Where the row leads; without it, `onOpenLoop` is called instead. */
  href: string | undefined;
  onOpenLoop: ((loop: number) => void) | undefined;
  /** The row's facts (`Fact` elements). */
  children: ReactNode;
}

/** One row of a cabinet's loop or thermometer list: number, name, health badge, facts, last report. */
export function SensorRow({
  loop,
  name,
  reportedAt,
  health,
  staleNote,
  href,
  onOpenLoop,
  children,
}: SensorRowProps) {
  const { t, language, timeZone } = useDamText(loopListTexts);
  const title = name ?? t('loop.loopN', { loop });

  return (
    <article className={styles.row} data-health={health}>
      <div className={styles.rowHeader}>
        <span className={styles.loopNumber} aria-hidden="true">
          {loop}
        </span>
        <h3 className={styles.name}>
          <CardLink
            href={href}
            onPress={href === undefined && onOpenLoop ? () => onOpenLoop(loop) : undefined}
            aria-label={`${t('loop.loopN', { loop })} ${name ?? ''}`.trim()}
          >
            {title}
          </CardLink>
        </h3>
        <span className={styles.badge} data-health={health}>
          {t(`loop.health.${health}`)}
        </span>
      </div>
      <Facts column="84px">{children}</Facts>
      <div className={styles.footer}>
        <span>
          {t('loop.field.reportedAt')}{' '}
          {reportedAt === null ? (
            t('loop.health.neverReported')
          ) : (
            <time dateTime={new Date(reportedAt).toISOString()}>
              {formatSiteDateTime(reportedAt, timeZone, { language })}
            </time>
          )}
        </span>
        {health !== 'ok' && reportedAt !== null && (
          <span className={styles.note} data-health={health}>
            {staleNote}
          </span>
        )}
      </div>
    </article>
  );
}
