import type { ReactNode } from 'react';
import * as styles from './foundations.css';

/** A wide table's frame: it scrolls sideways on a phone, and takes focus so a keyboard can scroll it too. */
export function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className={styles.scroller} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
