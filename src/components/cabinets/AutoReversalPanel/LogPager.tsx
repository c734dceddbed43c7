import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import * as styles from './AutoReversalPanel.css';
import { autoReversalPanelTexts } from './texts';

export interface LogPagerProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPageChange?: (page: number) => void;
}

/** Previous / next through the log, with 'Page 2 of 3' announced as it changes. */
export function LogPager({ page, pages, onPageChange }: LogPagerProps) {
  const { t } = useDamText(autoReversalPanelTexts);
  return (
    <nav className={styles.pager} aria-label={t('reversal.pagination')}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange?.(page - 1)}>
        {t('reversal.previous')}
      </Button>
      <span className={styles.pageText} aria-live="polite">
        {t('reversal.page', { page, pages })}
      </span>
      <Button variant="secondary" isDisabled={page >= pages} onPress={() => onPageChange?.(page + 1)}>
        {t('reversal.next')}
      </Button>
    </nav>
  );
}
