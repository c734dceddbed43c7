import { forwardRef, type HTMLAttributes, type ReactNode, useId } from 'react';
import { joinClassNames } from '../props';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading; the card (a `section`) is named by it. */
  title: ReactNode;
  /** The heading's level in the page: 2 (default) under the screen's title. */
  headingLevel?: 2 | 3 | 4 | undefined;
  /**
   * `warning` marks something that waits (a command the cabinet has not executed yet).
   * @selector [data-tone="warning"]
   */
  tone?: 'default' | 'warning' | undefined;
}

/** A titled block of a panel: the loop's status, a form, a history. */
export const Card = /* @__PURE__ */ forwardRef<HTMLElement, CardProps>(function Card(
  { title, headingLevel = 2, tone, className, children, ...rest },
  ref,
) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      ref={ref}
      aria-labelledby={id}
      {...rest}
      className={joinClassNames(styles.card, className)}
      data-tone={tone === 'warning' ? tone : undefined}
    >
      <Heading className={styles.title} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
});
