import { REVERSAL_LOG_PAGE_SIZE, type ReversalLogEntry } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Card } from '../../ui/Card';
import { Entry, EntryList } from '../../ui/EntryList';
import type { LoadError } from '../../ui/props';
import { SiteTime } from '../../ui/SiteTime';
import { StatusMessage } from '../../ui/StatusMessage';
import * as styles from './AutoReversalPanel.css';
import { LogPager } from './LogPager';
import { autoReversalPanelTexts } from './texts';
import { useReversalText } from './useReversalText';

export interface ReversalLogProps {
  /** The page's entries (10 at most are shown); undefined while loading. */
  logs: readonly ReversalLogEntry[] | undefined;
  /** Entries in all, for the page count. */
  total: number | undefined;
  page: number;
  onPageChange?: (page: number) => void;
  loading: boolean;
  error: LoadError | undefined;
  onRetry?: () => void;
}

/** The reversal log (part 2 §3, §5): each entry waiting, succeeded or interrupted, 10 a page. */
export function ReversalLog({ logs, total, page, onPageChange, loading, error, onRetry }: ReversalLogProps) {
  const { t } = useDamText(autoReversalPanelTexts);
  const { setting } = useReversalText();
  const shown = loading || error ? undefined : logs;
  const pages = Math.max(1, Math.ceil((total ?? logs?.length ?? 0) / REVERSAL_LOG_PAGE_SIZE));
  const pending = (ms: number | null) => <SiteTime value={ms} fallback={t('reversal.pending')} />;
  return (
    <Card
      title={t('reversal.log')}
      data-log=""
      aria-busy={shown === undefined && !error}
      data-error={error ? true : undefined}
    >
      {error ? (
        <StatusMessage tone="error" onRetry={onRetry}>
          {error === true ? t('reversal.logError') : error}
        </StatusMessage>
      ) : shown === undefined ? (
        <StatusMessage tone="loading" />
      ) : shown.length === 0 ? (
        <StatusMessage tone="empty">{t('reversal.logEmpty')}</StatusMessage>
      ) : (
        <EntryList aria-label={t('reversal.log')}>
          {shown.slice(0, REVERSAL_LOG_PAGE_SIZE).map((entry, i) => (
            <Entry
              key={entry.id ?? `${entry.issuedAt}|${i}`}
              data-result={entry.result}
              title={setting(entry)}
              aside={
                <span className={styles.result} data-result={entry.result}>
                  {t(`reversal.result.${entry.result}`)}
                </span>
              }
              facts={[
                { label: t('reversal.issuer'), value: entry.issuerName ?? '—' },
                { label: t('reversal.issuedAt'), value: pending(entry.issuedAt) },
                { label: t('reversal.doneAt'), value: pending(entry.doneAt) },
              ]}
            />
          ))}
        </EntryList>
      )}
      {shown !== undefined && pages > 1 && <LogPager page={page} pages={pages} onPageChange={onPageChange} />}
    </Card>
  );
}
