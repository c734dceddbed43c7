import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { inlineVars } from '../inlineVars';
import { joinClassNames } from '../props';
import * as styles from './Facts.css';

export interface FactsProps {
  /** The `Fact`s. */
  children: ReactNode;
  /** The narrowest column ('120px' by default); as many columns as fit. */
  column?: string | undefined;
  /** The list's name, when the card's heading does not give it. */
  'aria-label'?: string | undefined;
  /** A layout of the list's own (a fixed grid of columns) in place of the fitted columns. */
  className?: string | undefined;
}

/** Facts of a card or panel as a description list: each a small muted term over its value. */
export const Facts = /* @__PURE__ */ forwardRef<HTMLDListElement, FactsProps>(function Facts(
  { children, column = '120px', className, ...rest },
  ref,
) {
  return (
    <dl
      {...rest}
      ref={ref}
      className={joinClassNames(styles.facts, className)}
      style={inlineVars({ [styles.column]: column })}
    >
      {children}
    </dl>
  );
});

export interface FactProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What the value is ('Inlet temperature'). */
  term: ReactNode;
  /** The value as shown. */
  children: ReactNode;
  /**
   * The value is not known: shown muted, `data-missing="true"` on the value.
   * @selector [data-missing="true"]
   */
  missing?: boolean | undefined;
  /**
   * A state of the value shown in the warning colour (`unknown`, `stopped`), as `data-state` on the value.
   * @selector [data-state]
   */
  state?: string | undefined;
  /** Classes of the term and the value, beside the kit's. */
  termClassName?: string | undefined;
  valueClassName?: string | undefined;
  /** More about the value under it (when it was measured), each a `<dd>`. */
  after?: ReactNode | undefined;
}

/** One fact of `Facts`: its term over its value; pass `data-*` (e.g. `data-fact`) for styles and tests. */
export const Fact = /* @__PURE__ */ forwardRef<HTMLDivElement, FactProps>(function Fact(
  { term, children, missing = false, state, className, termClassName, valueClassName, after, ...rest },
  ref,
) {
  return (
    <div {...rest} ref={ref} className={joinClassNames(styles.fact, className)}>
      <dt className={joinClassNames(styles.term, termClassName)}>{term}</dt>
      <dd
        className={joinClassNames(styles.value, valueClassName)}
        data-missing={missing ? 'true' : undefined}
        data-state={state}
      >
        {children}
      </dd>
      {after}
    </div>
  );
});
