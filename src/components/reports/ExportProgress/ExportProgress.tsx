import { forwardRef, type ReactNode, useId } from 'react';
import { ProgressBar } from 'react-aria-components';
import { type BatchProgress, EXPORT_INTERVAL_MS } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { joinClassNames, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import { ExportFailures } from './ExportFailures';
import * as styles from './ExportProgress.css';
import { exportProgressTexts } from './texts';
import { timeLeftText } from './timeLeftText';

export interface ExportProgressProps extends StyleProps {
  /**
   * Where the batch export stands (`useBatchExport().progress`, or `batchProgress(state, now)` of
   * `damtherm/domain`): done / total, the bay in flight, the time left, the failures. Nothing shows while
   * `idle`. A run that had failures is marked `data-failed`.
   * @selector [data-phase="running" | "finished" | "cancelled"]
   * @selector [data-failed]
   */
  progress: BatchProgress;
  /** What is exported, under the title (for example 'Average temperature · block 2'). */
  description?: ReactNode | undefined;
  /** Milliseconds between two bays, stated while running ('one bay every 5 s'); the seed's 5000 by default. */
  intervalMs?: number | undefined;
  /** Offered as 'Cancel export' while the run goes on. */
  onCancel?: () => void;
  /** Offered at the end when some bays failed: walks again over those. */
  onRetryFailures?: () => void;
  /** The one file the walk was saved as (`useBayExport().saved`), named under the summary. */
  saved?: { fileName: string; files: number } | null | undefined;
  /** Heading level of the panel's title in the page outline. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * The progress of a batch export (part 2 §7, §9: one bay every 5 s): a progress bar with done / total, the
 * bay being exported, the time left and Cancel while it runs; at the end a summary (every bay, or how many
 * failed), the bays that failed with why, and a retry of those. Takes the walk's state; never fetches.
 */
export const ExportProgress = /* @__PURE__ */ forwardRef<HTMLElement, ExportProgressProps>(
  function ExportProgress(
    {
      progress,
      description,
      intervalMs = EXPORT_INTERVAL_MS,
      onCancel,
      onRetryFailures,
      saved,
      headingLevel = 2,
      className,
      style,
    },
    ref,
  ) {
    const { t } = useDamText(exportProgressTexts);
    const titleId = useId();
    const { phase, done, total, failed } = progress;
    if (phase === 'idle') return null;

    const Heading = `h${headingLevel}` as const;
    const running = phase === 'running';
    const percent = total === 0 ? 100 : Math.round((done / total) * 1000) / 10;
    const count = t('export.progress.count', { done, total });

    const summary =
      phase === 'cancelled'
        ? t('export.progress.cancelled', { done: progress.succeeded, total })
        : failed > 0
          ? t('export.progress.finishedSome', { succeeded: progress.succeeded, failed })
          : t('export.progress.finishedAll', { total });

    return (
      <section
        ref={ref}
        className={joinClassNames(styles.root, className)}
        style={style}
        aria-labelledby={titleId}
        data-phase={phase}
        data-failed={failed > 0 || undefined}
      >
        <header className={styles.header}>
          <Heading className={styles.title} id={titleId}>
            {t('export.progress.title')}
          </Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </header>

        {total === 0 ? (
          <StatusMessage tone="empty">{t('export.progress.empty')}</StatusMessage>
        ) : (
          <ProgressBar
            className={styles.bar}
            value={done}
            minValue={0}
            maxValue={total}
            valueLabel={count}
            aria-label={t('export.progress.label')}
          >
            <div className={styles.barLabels}>
              <span>{t('export.progress.label')}</span>
              <span className={styles.count} data-count="">
                {count}
              </span>
            </div>
            <div className={styles.track}>
              <div className={styles.trackFill} style={{ width: `${percent}%` }} />
            </div>
          </ProgressBar>
        )}

        {running ? (
          <>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt className={styles.term}>
                  {progress.upcoming ? t('export.progress.next') : t('export.progress.current')}
                </dt>
                <dd className={styles.definition} data-current="">
                  {progress.current
                    ? progress.current.label
                    : progress.upcoming
                      ? t('export.progress.startsIn', {
                          bay: progress.upcoming.item.label,
                          seconds: Math.ceil(progress.upcoming.inMs / 1000),
                        })
                      : t('export.progress.waiting')}
                </dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.term}>{t('export.progress.timeLeft')}</dt>
                <dd className={styles.definition} data-time-left="">
                  {timeLeftText(progress.timeLeftMs ?? 0, t)}
                </dd>
              </div>
            </dl>
            <p className={styles.pace}>{t('export.form.pace', { seconds: intervalMs / 1000 })}</p>
            {onCancel ? (
              <div className={styles.actions}>
                <Button variant="secondary" onPress={onCancel}>
                  {t('export.progress.cancel')}
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <>
            {total > 0 ? (
              <p className={styles.summary} role="status" data-summary="">
                {summary}
              </p>
            ) : null}
            {saved ? (
              <p className={styles.saved} data-saved="">
                {t('export.progress.saved', { name: saved.fileName, count: saved.files })}
              </p>
            ) : null}
            {/* Retry before the list: a long list of failures does not push it out of reach. */}
            {failed > 0 && onRetryFailures ? (
              <div className={styles.actions}>
                <Button variant="primary" onPress={onRetryFailures}>
                  {t('export.progress.retry', { count: failed })}
                </Button>
              </div>
            ) : null}
            {failed > 0 ? (
              <ExportFailures
                failures={progress.failures}
                headingLevel={Math.min(headingLevel + 1, 5) as 3 | 4 | 5}
              />
            ) : null}
          </>
        )}
      </section>
    );
  },
);
