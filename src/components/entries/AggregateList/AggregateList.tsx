import { forwardRef, type ReactNode } from 'react';
import type { Aggregate } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { CardList } from '../../ui/CardList';
import type { LoadStateProps, StyleProps } from '../../ui/props';
import { AggregateCard } from './AggregateCard';
import { aggregateListTexts } from './texts';

// Declared once in the domain (its adapter builds it); re-exported beside the list that takes it.
export type { Aggregate };

export interface AggregateListProps extends StyleProps, LoadStateProps {
  /**
   * The aggregates (getAggregates or a search), undefined while loading. Each is an `<article>` card with
   * its latest temperature in the first and the second cooling; a stage without a reading says 'no data'
   * (`data-missing`), a card with none at all is `data-empty`.
   * @selector [data-aggregate="{id}"] [data-stage="1" | "2"] [data-missing="true"] [data-empty] [data-interactive]
   */
  aggregates: readonly Aggregate[] | undefined;
  /** Link of an aggregate's detail (the demo: `/areas/aggregateDetail?id={id}`); the card links as a whole. */
  hrefOf?: (aggregate: Aggregate) => string | undefined;
  /** Called when an aggregate is opened (tap, Enter), with or without a link. */
  onOpen?: (aggregate: Aggregate) => void;
  /** Accessible name of the list; 'Aggregates' by default. */
  label?: string | undefined;
  /** Shown when there is no aggregate (for a search: that nothing matched). */
  emptyText?: ReactNode | undefined;
  /** Heading level of each aggregate's name in the page outline. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * The aggregates (part 2 §2.8, §3): each with its latest temperature per cooling stage (°C, one decimal)
 * and when it was taken, in the site's time zone; each opens its curve and entry. Loading, failure with
 * Retry, empty.
 */
export const AggregateList = /* @__PURE__ */ forwardRef<HTMLDivElement, AggregateListProps>(
  function AggregateList({ aggregates, hrefOf, onOpen, label, emptyText, headingLevel = 2, ...frame }, ref) {
    const { t } = useDamText(aggregateListTexts);
    return (
      <CardList
        ref={ref}
        items={aggregates}
        keyOf={(aggregate) => aggregate.id}
        renderCard={(aggregate) => (
          <AggregateCard
            aggregate={aggregate}
            href={hrefOf?.(aggregate)}
            onOpen={onOpen}
            headingLevel={headingLevel}
          />
        )}
        label={label ?? t('aggregate.list.label')}
        column="300px"
        summary={aggregates && t('aggregate.list.count', { count: aggregates.length })}
        errorText={t('aggregate.list.loadError')}
        emptyText={emptyText ?? t('aggregate.list.empty')}
        skeletonHeight="116px"
        {...frame}
      />
    );
  },
);
