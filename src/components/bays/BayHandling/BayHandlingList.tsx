import { forwardRef, type ReactNode } from 'react';
import type { BayToHandle } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { CardList } from '../../ui/CardList';
import type { LoadStateProps, StyleProps } from '../../ui/props';
import { BayHandlingCard } from './BayHandlingCard';
import { bayHandlingTexts } from './texts';

// Declared once in the domain; re-exported beside the list that takes it.
export type { BayToHandle };

export interface BayHandlingListProps extends StyleProps, LoadStateProps {
  /**
   * The bays that need handling (getHiveDeal), most open warnings first; undefined while loading. Each is an
   * `<article>` card; a bay without open warnings left is marked so.
   * @selector [data-warnings="0" | "1" | …]
   * @selector [data-selected]
   * @selector [data-interactive]
   */
  bays: readonly BayToHandle[] | undefined;
  /** How many bays need handling in all, when `bays` is one page of them; the count of `bays` by default. */
  total?: number | undefined;
  /** Link of a bay's handling records (the demo: `/hivedeal?id={id}`); a card with one links as a whole. */
  hrefOf?: (entry: BayToHandle) => string | undefined;
  /** Called when a bay is opened (tap, Enter), with or without a link. */
  onSelect?: (entry: BayToHandle) => void;
  /** The bay whose records are shown beside the list (outlined, `aria-current`). */
  selectedId?: string | null | undefined;
  /** Accessible name of the list; 'Bays to handle' by default. */
  label?: string | undefined;
  /** Shown when no bay needs handling. */
  emptyText?: ReactNode | undefined;
  /** Heading level of each bay's number in the page outline. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * The bays needing handling (part 1 §2 /hivedeal, getHiveDeal): one card each with its open warnings, block,
 * stage, current and max temperature and the time of its last handling record. Loading, failure with Retry,
 * empty.
 */
export const BayHandlingList = /* @__PURE__ */ forwardRef<HTMLDivElement, BayHandlingListProps>(
  function BayHandlingList(
    { bays, total, hrefOf, onSelect, selectedId, label, emptyText, headingLevel = 2, ...frame },
    ref,
  ) {
    const { t } = useDamText(bayHandlingTexts);
    return (
      <CardList
        ref={ref}
        items={bays}
        keyOf={(entry) => entry.bay.id}
        renderCard={(entry) => (
          <BayHandlingCard
            entry={entry}
            href={hrefOf?.(entry)}
            onSelect={onSelect}
            selected={selectedId === entry.bay.id}
            headingLevel={headingLevel}
          />
        )}
        label={label ?? t('handling.list.label')}
        column="300px"
        summary={bays && t('handling.list.count', { count: total ?? bays.length })}
        errorText={t('handling.list.loadError')}
        emptyText={emptyText ?? t('handling.list.empty')}
        skeletonHeight="120px"
        {...frame}
      />
    );
  },
);
