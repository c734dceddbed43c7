import { forwardRef, type ReactNode } from 'react';
import { LinkButton } from '../Button';
import { CountBadge, CountBadgeLabel } from '../CountBadge';
import { Icon, type IconName } from '../Icon';
import { joinClassNames, type StyleProps } from '../props';
import * as styles from './TabBar.css';

export interface TabBarItem {
  /**
   * Stable id, compared with `currentId`; also `data-tab` on the link.
   * @selector [data-tab="id"]
   */
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

export interface TabBarProps extends StyleProps {
  /** The tabs, in order (the demo: workbench, 2D, warning messages, My). */
  items: readonly TabBarItem[];
  /**
   * The id of the tab of the current page (marked `aria-current="page"`).
   * @selector [aria-current="page"]
   */
  currentId?: string | undefined;
  /** Name of the navigation landmark. */
  'aria-label': string;
  /**
   * `fixed` (default) pins the bar to the bottom of the viewport; `static` leaves it in the flow.
   * @selector [data-placement="fixed" | "static"]
   */
  placement?: 'fixed' | 'static' | undefined;
}

/**
 * The bottom tab bar of the phone app: a navigation landmark of links with icon, label and an optional count
 * badge. Each tab is a full-height touch target; the current one is marked for screen readers too.
 */
export const TabBar = /* @__PURE__ */ forwardRef<HTMLElement, TabBarProps>(function TabBar(
  { items, currentId, placement = 'fixed', className, style, ...rest },
  ref,
) {
  return (
    <nav
      ref={ref}
      className={joinClassNames(styles.bar, className)}
      style={style}
      data-placement={placement}
      aria-label={rest['aria-label']}
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <LinkButton
              variant="tile"
              className={styles.link}
              href={item.href}
              aria-current={item.id === currentId ? 'page' : undefined}
              data-tab={item.id}
            >
              <span className={styles.iconWrap}>
                {typeof item.icon === 'string' ? <Icon name={item.icon as IconName} size={24} /> : item.icon}
                <CountBadge count={item.badge} />
              </span>
              <span className={styles.label}>{item.label}</span>
              <CountBadgeLabel count={item.badge} label={item.badgeLabel} />
            </LinkButton>
          </li>
        ))}
      </ul>
    </nav>
  );
});
