import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Icon, type IconName } from '../ui/Icon';
import { visuallyHidden } from '../ui/shared.css';
import * as styles from './TabBar.css';

export interface TabBarItem {
  /** Stable id, compared with `currentId`. */
  id: string;
  /** Visible label. */
  label: string;
  /** Where the tab leads. */
  href: string;
  /** A damtherm icon name, or your own node. */
  icon: IconName | ReactNode;
  /** A count shown as a red badge when above 0 (99+ above 99). */
  badge?: number;
  /** What the badge means, read after the label (for example "3 open warnings"); defaults to the number. */
  badgeLabel?: string;
}

export interface TabBarProps {
  /** The tabs, in order (the demo: workbench, 2D, warning messages, My). */
  items: readonly TabBarItem[];
  /** The id of the tab of the current page (marked `aria-current="page"`). */
  currentId?: string;
  /** Name of the navigation landmark. */
  'aria-label': string;
  /** `fixed` (default) pins the bar to the bottom of the viewport; `static` leaves it in the flow. */
  placement?: 'fixed' | 'static';
  /** Extra class on the bar (for example a view-transition name, so the bar stays put while pages slide). */
  className?: string;
}

/** Formats a badge count the way the bar shows it. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The bottom tab bar of the phone app: a navigation landmark of links with icon, label and an optional count
 * badge. Each tab is a full-height touch target; the current one is marked for screen readers too.
 */
export function TabBar({ items, currentId, placement = 'fixed', className, ...rest }: TabBarProps) {
  return (
    <nav
      className={className ? `${styles.bar} ${className}` : styles.bar}
      data-placement={placement}
      aria-label={rest['aria-label']}
    >
      <ul className={styles.list}>
        {items.map((item) => {
          const current = item.id === currentId;
          const showBadge = item.badge !== undefined && item.badge > 0;
          return (
            <li key={item.id} className={styles.item}>
              <Link
                className={styles.link}
                href={item.href}
                aria-current={current ? 'page' : undefined}
                data-tab={item.id}
              >
                <span className={styles.iconWrap}>
                  {typeof item.icon === 'string' ? (
                    <Icon name={item.icon as IconName} size={24} />
                  ) : (
                    item.icon
                  )}
                  {showBadge ? (
                    <span className={styles.badge} aria-hidden="true">
                      {badgeText(item.badge ?? 0)}
                    </span>
                  ) : null}
                </span>
                <span className={styles.label}>{item.label}</span>
                {showBadge ? (
                  <span className={visuallyHidden}>, {item.badgeLabel ?? badgeText(item.badge ?? 0)}</span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
