import { forwardRef, type LiHTMLAttributes, type ReactNode } from 'react';
import { joinClassNames, type StyleProps } from '../props';
import * as styles from './EntryList.css';

export interface EntryListProps extends StyleProps {
  /** The list's name ('Command history', 'Reversal log'). */
  'aria-label': string;
  /** The `Entry`s, newest first. */
  children: ReactNode;
}

/** A log of entries (commands, reversals), one under the other with hairlines between. */
export const EntryList = /* @__PURE__ */ forwardRef<HTMLUListElement, EntryListProps>(function EntryList(
  { className, children, ...rest },
  ref,
) {
  return (
    <ul {...rest} ref={ref} className={joinClassNames(styles.entryList, className)}>
      {children}
    </ul>
  );
});

/** One fact of an entry's second line: 'Set by 张工', 'Issued 2024-05-01 08:30'. */
export interface EntryFact {
  label: ReactNode;
  value: ReactNode;
}

export interface EntryProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'title'> {
  /** What the entry is: the bold head line. */
  title: ReactNode;
  /** On the end of the head line: a result badge, whom a command reached. */
  aside?: ReactNode | undefined;
  /** The muted line of facts: who, when issued, when done. */
  facts: readonly EntryFact[];
}

/** One entry of an `EntryList`; pass `data-*` (e.g. `data-result`) for styles and tests. */
export const Entry = /* @__PURE__ */ forwardRef<HTMLLIElement, EntryProps>(function Entry(
  { title, aside, facts, className, ...rest },
  ref,
) {
  return (
    <li {...rest} ref={ref} className={joinClassNames(styles.entry, className)}>
      <div className={styles.entryHead}>
        <span>{title}</span>
        {aside}
      </div>
      <div className={styles.entryMeta}>
        {facts.map((fact, i) => (
          // The facts are a fixed list per entry: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={i}>
            {fact.label} {fact.value}
          </span>
        ))}
      </div>
    </li>
  );
});
