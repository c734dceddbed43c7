import type { ReactNode } from 'react';
import * as styles from './LoopControlPanel.css';

/** One term and its value in a card's facts (`<dl>`): 'Set by 张工'. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}
