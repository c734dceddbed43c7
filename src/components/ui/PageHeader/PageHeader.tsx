import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { useDamTranslation } from '../../../i18n/useDamTranslation';
import { Icon } from '../Icon';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The screen's title: the page's one h1. */
  title: ReactNode;
  /** Where the back arrow leads (a link). */
  backHref?: string;
  /** What the back arrow does (for example history back); used when `backHref` is not given. */
  onBack?: () => void;
  /** Text of the back arrow, read by screen readers; default "Back". */
  backLabel?: string;
  /** Controls at the end of the bar (icon buttons, a language switch…). */
  actions?: ReactNode;
}

/**
 * The bar at the top of a screen: back arrow, title and actions. It stays at the top while the page scrolls
 * and works as the page's banner landmark.
 */
export function PageHeader({ title, backHref, onBack, backLabel, actions }: PageHeaderProps) {
  const { t } = useDamTranslation();
  const label = backLabel ?? t('app.ui.back');
  let back: ReactNode = null;
  if (backHref !== undefined) {
    back = (
      <AriaLink className={styles.back} href={backHref} aria-label={label}>
        <Icon name="chevronLeft" />
      </AriaLink>
    );
  } else if (onBack) {
    back = (
      <AriaButton className={styles.back} onPress={onBack} aria-label={label}>
        <Icon name="chevronLeft" />
      </AriaButton>
    );
  }
  return (
    <header className={styles.header}>
      <div className={styles.side}>{back}</div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>{actions}</div>
    </header>
  );
}
