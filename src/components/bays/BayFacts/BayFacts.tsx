import { forwardRef, type ReactNode, useId, useMemo } from 'react';
import { type Bay, bayWater } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Facts } from '../../ui/Facts';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import * as styles from './BayFacts.css';
import { BayFactValue } from './BayFactValue';
import { BAY_DETAIL_FACTS, type BayFactKey } from './facts';
import { bayFactsTexts } from './texts';

export interface BayFactsProps extends StyleProps, LoadStateProps {
  /**
   * The bay, in domain values (`useBay`, or a portal's own data); undefined while loading. A fact that is not
   * known shows 'not collected' and is `data-missing="true"`; each fact is `data-fact="{key}"`.
   * @selector [data-missing="true"] [data-fact="maxTemp" | …]
   */
  bay: Bay | undefined;
  /**
   * Which facts, in order: the bay detail's labels by default (`BAY_DETAIL_FACTS`, part 1 §3);
   * `BAY_LOOP_DETAIL_FACTS` for the temperature loop details page (part 2 §2.11). The inlet/outlet
   * temperature and the opening come from the bay's loops (`bay.sensors`, see `bayWater`).
   */
  facts?: readonly BayFactKey[] | undefined;
  /** The card's heading; 'Bay facts' by default, null for none (the page's title already says it). */
  title?: ReactNode | undefined;
  /** The heading's level in the page: 2 by default. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * The facts of one bay as labelled values in a two-column grid on a phone (more columns where there is
 * room): bay number, elevation, age, max temperature, grouting zone, stage, temperature-down date, decline,
 * daily flow, pour start and complete, water-supply end, inlet/outlet temperature and opening. It takes
 * domain values and fetches nothing.
 */
export const BayFacts = /* @__PURE__ */ forwardRef<HTMLElement, BayFactsProps>(function BayFacts(
  {
    bay,
    facts = BAY_DETAIL_FACTS,
    title,
    headingLevel = 2,
    loading = false,
    error,
    onRetry,
    className,
    style,
  },
  ref,
) {
  const { t } = useDamText(bayFactsTexts);
  const headingId = useId();
  const water = useMemo(() => bayWater(bay?.sensors ?? []), [bay]);
  const Heading = `h${headingLevel}` as const;
  const heading = title === undefined ? t('bay.facts.title') : title;

  let body: ReactNode;
  if (error) {
    body = (
      <StatusMessage tone="error" onRetry={onRetry}>
        {typeof error === 'boolean' ? t('bay.facts.loadError') : error}
      </StatusMessage>
    );
  } else if (loading || bay === undefined) {
    body = (
      <div className={styles.grid} aria-hidden="true">
        {facts.map((fact) => (
          <div key={fact} className={styles.skeleton} />
        ))}
      </div>
    );
  } else {
    body = (
      <Facts className={styles.grid}>
        {facts.map((fact) => (
          <BayFactValue key={fact} fact={fact} bay={bay} water={water} />
        ))}
      </Facts>
    );
  }

  const busy = !error && (loading || bay === undefined);
  return (
    <section
      ref={ref}
      className={joinClassNames(styles.root, className)}
      style={style}
      aria-labelledby={heading === null ? undefined : headingId}
      aria-label={heading === null && bay ? t('bay.facts.label', { location: bay.location }) : undefined}
      aria-busy={busy || undefined}
    >
      {heading === null ? null : (
        <Heading id={headingId} className={styles.title}>
          {heading}
        </Heading>
      )}
      {busy ? <span className={styles.loadingText}>{t('common.loading')}</span> : null}
      {body}
    </section>
  );
});
