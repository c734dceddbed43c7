import { forwardRef, type ReactNode } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { Button, LinkButton } from '../Button';
import { Icon } from '../Icon';
import { joinClassNames, type StyleProps } from '../props';
import * as styles from './PageHeader.css';
import { pageHeaderTexts } from './texts';

export interface PageHeaderProps extends StyleProps {
  /** The screen's title: the page's one h1. */
  title: ReactNode;
  /** Where the back arrow leads (a link). */
  backHref?: string | undefined;
  /** What the back arrow does (for example history back); used when `backHref` is not given. */
  onBack?: () => void;
  /** Text of the back arrow, read by screen readers; default "Back". */
  backLabel?: string | undefined;
  /** Controls at the end of the bar (icon buttons, a language switch…). */
  actions?: ReactNode | undefined;
}

/**
 * The bar at the top of a screen: back arrow, title and actions. It stays at the top while the page scrolls
 * and works as the page's banner landmark.
 */
export const PageHeader = /* @__PURE__ */ forwardRef<HTMLElement, PageHeaderProps>(function PageHeader(
  { title, backHref, onBack, backLabel, actions, className, style },
  ref,
) {
  const { t } = useDamText(pageHeaderTexts);
  const label = backLabel ?? t('ui.back');
  let back: ReactNode = null;
  if (backHref !== undefined) {
    back = (
      <LinkButton variant="icon" className={styles.back} href={backHref} aria-label={label}>
        <Icon name="chevronLeft" />
      </LinkButton>
    );
  } else if (onBack) {
    back = (
      <Button variant="icon" className={styles.back} onPress={onBack} aria-label={label}>
        <Icon name="chevronLeft" />
      </Button>
    );
  }
  return (
    <header ref={ref} className={joinClassNames(styles.header, className)} style={style}>
      <div className={styles.side}>{back}</div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>{actions}</div>
    </header>
  );
});
