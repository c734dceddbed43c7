import { forwardRef, type ReactNode, useId } from 'react';
import { LinkButton } from '../Button';
import { CountBadge, CountBadgeLabel } from '../CountBadge';
import { Icon, type IconName } from '../Icon';
import { joinClassNames, type StyleProps } from '../props';
import { StatusMessage } from '../StatusMessage';
import * as styles from './HomeGrid.css';

export interface HomeGridItem {
  /**
   * Stable id (also `data-item` on the link, handy in tests and styles).
   * @selector [data-item="id"]
   */
  id: string;
  /** Visible label. */
  label: string;
  /** Where the shortcut leads. */
  href: string;
  /** A damtherm icon name, or your own node. */
  icon?: IconName | ReactNode;
  /** A second line under the label (tiles). */
  description?: ReactNode;
  /** A live value shown on the tile (for example the ambient temperature). */
  value?: ReactNode;
  /** A count shown as a red badge on the icon when above 0 (99+ above 99). */
  badge?: number;
  /** What the badge means, read after the label; defaults to the number. */
  badgeLabel?: string;
}

export interface HomeGridSection {
  /** Stable id. */
  id: string;
  /** Section heading. */
  title: string;
  /** The shortcuts of the section, in order. */
  items: readonly HomeGridItem[];
  /**
   * `shortcuts` (default): icons four to a row; `tiles`: larger cards two to a row with text and value.
   * @selector [data-layout="shortcuts" | "tiles"]
   */
  layout?: 'shortcuts' | 'tiles';
}

export interface HomeGridProps extends StyleProps {
  /** The sections, in order. */
  sections: readonly HomeGridSection[];
  /** Level of the section headings in the page outline (default 2). */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * The home screen's grid of shortcuts (part 2 §2.2) and tiles (part 1 §2), one titled section each. Every
 * entry is a link and a touch target; badges are announced with their meaning.
 */
export const HomeGrid = /* @__PURE__ */ forwardRef<HTMLDivElement, HomeGridProps>(function HomeGrid(
  { sections, headingLevel = 2, className, style },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  const prefix = useId();
  return (
    <div ref={ref} className={joinClassNames(styles.grid, className)} style={style}>
      {sections.map((section) => {
        const headingId = `${prefix}-${section.id}`;
        return (
          <section
            key={section.id}
            className={styles.section}
            data-layout={section.layout ?? 'shortcuts'}
            aria-labelledby={headingId}
          >
            <Heading id={headingId} className={styles.heading}>
              {section.title}
            </Heading>
            {/* A section with no shortcut says so rather than stand as an empty card under its title. */}
            {section.items.length === 0 ? (
              <StatusMessage tone="empty" />
            ) : (
              <ul className={styles.list}>
                {section.items.map((item) => (
                  <li key={item.id} className={styles.item}>
                    <LinkButton variant="tile" className={styles.link} href={item.href} data-item={item.id}>
                      {item.icon !== undefined ? (
                        <span className={styles.icon}>
                          {typeof item.icon === 'string' ? (
                            <Icon name={item.icon as IconName} size={26} />
                          ) : (
                            item.icon
                          )}
                          <CountBadge count={item.badge} />
                        </span>
                      ) : null}
                      <span className={styles.text}>
                        <span>{item.label}</span>
                        {item.value !== undefined ? <span className={styles.value}>{item.value}</span> : null}
                        {item.description !== undefined ? (
                          <span className={styles.description}>{item.description}</span>
                        ) : null}
                      </span>
                      <CountBadgeLabel count={item.badge} label={item.badgeLabel} />
                    </LinkButton>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
});
