import { useId } from 'react';
import type { BatchFailure } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import * as styles from './ExportProgress.css';
import { exportProgressTexts } from './texts';

export interface ExportFailuresProps {
  failures: readonly BatchFailure[];
  /** Heading level of the list's title. */
  headingLevel: 3 | 4 | 5;
}

/** The bays whose export failed, each with why: the reason in words and the server's message when given. */
export function ExportFailures({ failures, headingLevel }: ExportFailuresProps) {
  const { t } = useDamText(exportProgressTexts);
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <div className={styles.failures} data-failures="">
      <Heading className={styles.failuresTitle} id={titleId}>
        {t('export.progress.failuresTitle', { count: failures.length })}
      </Heading>
      <ul className={styles.failureList} aria-labelledby={titleId}>
        {failures.map((failure) => (
          <li key={failure.item.id} className={styles.failure} data-reason={failure.reason}>
            <span className={styles.failureBay}>{failure.item.label}</span>
            <span className={styles.failureReason}>{t(`export.failure.${failure.reason}`)}</span>
            {failure.message ? <span className={styles.failureMessage}>{failure.message}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
