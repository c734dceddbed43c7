import { forwardRef } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../Button';
import { joinClassNames, type StyleProps } from '../props';
import { useControlledState } from '../useControlledState';
import * as styles from './Pager.css';
import { pageCount, pageWindow } from './pageWindow';
import { pagerTexts } from './texts';

export interface PagerProps extends StyleProps {
  /**
   * The current page, from 1 (controlled, with `onPageChange`). Its link is marked current.
   * @selector [aria-current="page"]
   */
  page?: number | undefined;
  /** The page at first (uncontrolled); 1 by default. */
  defaultPage?: number | undefined;
  /** Called with the page chosen by a page link or by previous / next. */
  onPageChange?: (page: number) => void;
  /** How many items there are in all. With one page or none, the pager shows nothing. */
  total: number;
  /** Items a page; 10 by default (warning history, part 2 §9). */
  pageSize?: number | undefined;
  /** How many page links show around the current page; 3 by default (part 2 §2.6). */
  links?: number | undefined;
  /** Accessible name of the navigation; 'Pages' by default. */
  label?: string | undefined;
  /**
   * While a page loads: the links stay in place but cannot be pressed.
   * @selector [data-disabled]
   */
  isDisabled?: boolean | undefined;
}

/**
 * Page links of a paged list (warning history, bay lists): previous, a few page numbers around the current
 * one (3 by default), next, and "Page 2 of 5", which a screen reader hears when the page changes. Previous is
 * disabled on the first page and next on the last.
 */
export const Pager = /* @__PURE__ */ forwardRef<HTMLElement, PagerProps>(function Pager(
  {
    page: pageProp,
    defaultPage = 1,
    onPageChange,
    total,
    pageSize = 10,
    links = 3,
    label,
    isDisabled = false,
    className,
    style,
  },
  ref,
) {
  const { t } = useDamText(pagerTexts);
  const [chosen, setPage] = useControlledState(pageProp, defaultPage, onPageChange);
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const page = Math.min(Math.max(1, Math.trunc(chosen) || 1), pages);

  return (
    <nav
      ref={ref}
      className={joinClassNames(styles.pager, className)}
      style={style}
      aria-label={label ?? t('pager.label')}
      data-disabled={isDisabled || undefined}
    >
      <Button
        variant="secondary"
        className={styles.step}
        aria-label={t('pager.previous')}
        isDisabled={isDisabled || page <= 1}
        onPress={() => setPage(page - 1)}
      >
        <span aria-hidden="true">‹</span>
      </Button>
      <ul className={styles.links}>
        {pageWindow(page, pages, links).map((n) => (
          <li key={n}>
            <Button
              variant={n === page ? 'primary' : 'secondary'}
              className={styles.link}
              aria-label={t('pager.page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
              isDisabled={isDisabled}
              onPress={() => setPage(n)}
            >
              {n}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className={styles.step}
        aria-label={t('pager.next')}
        isDisabled={isDisabled || page >= pages}
        onPress={() => setPage(page + 1)}
      >
        <span aria-hidden="true">›</span>
      </Button>
      <span className={styles.status} role="status">
        {t('pager.status', { page, pages })}
      </span>
    </nav>
  );
});
