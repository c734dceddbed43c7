import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { PlainButton } from '../../ui/Button/PlainButton';
import * as styles from './DamMap.css';
import { damMapTexts } from './texts';
import type { MapBay } from './types';

export interface BayListProps {
  bays: readonly MapBay[];
  /** Blocks in order. */
  blocks: readonly number[];
  /** The text of a bay as the map shows it (label, block, elevations and the overlay values). */
  summaryOf: (index: number) => string;
  /** The color the map draws on a bay ('' = plain), written on its row as `data-color`. */
  fillOf?: (index: number) => string;
  onBaySelect?: (id: string) => void;
  /** Level of the disclosure's heading (DamMap's `headingLevel`). */
  headingLevel: 2 | 3 | 4;
}

/**
 * The map's text alternative: a disclosure holding every bay with what the map shows on it, one block at a
 * time (a block has a few hundred lifts at most, so thousands of bays never make thousands of rows, and
 * nothing is rendered until it is opened). Activating a row is the same as tapping the bay. The disclosure is
 * the WAI-ARIA pattern on a native button with the kit's look (react-aria's Disclosure would add its own
 * machinery for a button and a panel).
 */
export function BayList({ bays, blocks, summaryOf, fillOf, onBaySelect, headingLevel }: BayListProps) {
  const { t } = useDamText(damMapTexts);
  const Heading = `h${headingLevel}` as const;
  const [expanded, setExpanded] = useState(false);
  const [block, setBlock] = useState<number | null>(null);
  const shown = block ?? blocks[0] ?? null;
  const triggerId = useId();
  const panelId = useId();

  return (
    <div className={styles.disclosure} data-expanded={expanded || undefined}>
      <Heading className={styles.disclosureHeading}>
        <PlainButton
          id={triggerId}
          variant="row"
          className={styles.disclosureTrigger}
          aria-expanded={expanded}
          aria-controls={panelId}
          data-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          <span className={styles.chevron} aria-hidden="true">
            ›
          </span>
          {t('map.list.title', { count: bays.length })}
        </PlainButton>
      </Heading>
      {/* biome-ignore lint/a11y/useSemanticElements: the panel of a disclosure, labelled by its button */}
      <div
        id={panelId}
        role="group"
        aria-labelledby={triggerId}
        hidden={!expanded}
        className={styles.disclosurePanel}
      >
        {expanded && (
          <ExpandedList
            bays={bays}
            blocks={blocks}
            block={shown}
            onBlock={setBlock}
            summaryOf={summaryOf}
            fillOf={fillOf}
            onBaySelect={onBaySelect}
          />
        )}
      </div>
    </div>
  );
}

function ExpandedList({
  bays,
  blocks,
  block,
  onBlock,
  summaryOf,
  fillOf,
  onBaySelect,
}: Omit<BayListProps, 'headingLevel'> & { block: number | null; onBlock: (block: number) => void }) {
  const { t } = useDamText(damMapTexts);
  const items = useMemo(() => {
    const out: { id: string; index: number }[] = [];
    for (let i = 0; i < bays.length; i++) {
      const h = bays[i]!;
      if (h.block !== block) continue;
      out.push({ id: h.id, index: i });
    }
    return out;
  }, [bays, block]);

  // One tab stop in the list: the row last moved to with the arrow keys.
  const [active, setActive] = useState(0);
  const current = Math.min(active, items.length - 1);
  const onListKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = step(event, current, items.length);
    if (next < 0) return;
    setActive(next);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]')[next]?.focus();
  };

  return (
    <>
      <BlockChoice
        blocks={blocks}
        block={block}
        onBlock={(b) => {
          setActive(0);
          onBlock(b);
        }}
        label={t('map.list.block')}
        name={(b) => t('map.list.blockOption', { block: b })}
      />
      <div role="listbox" aria-label={t('map.list.items')} className={styles.bayList} onKeyDown={onListKey}>
        {items.map((item, n) => {
          const text = summaryOf(item.index);
          return (
            <div
              key={item.id}
              role="option"
              aria-selected={false}
              data-bay-id={item.id}
              data-color={fillOf?.(item.index)}
              tabIndex={n === current ? 0 : -1}
              className={styles.bayItem}
              onClick={() => {
                setActive(n);
                onBaySelect?.(item.id);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                onBaySelect?.(item.id);
              }}
            >
              {text}
            </div>
          );
        })}
      </div>
    </>
  );
}

/**
 * Where an arrow key, Home or End moves in a row or column of `count` (-1: not a move). Handles the event
 * (no page scroll) when it is one.
 */
function step(event: KeyboardEvent, at: number, count: number): number {
  const keys: Record<string, number> = {
    ArrowDown: at + 1,
    ArrowRight: at + 1,
    ArrowUp: at - 1,
    ArrowLeft: at - 1,
    Home: 0,
    End: count - 1,
  };
  const next = keys[event.key];
  if (next === undefined || count === 0) return -1;
  event.preventDefault();
  return Math.max(0, Math.min(count - 1, next));
}

/**
 * The block whose bays the list shows: one radio button per block (the WAI-ARIA radio group pattern: one tab
 * stop, arrow keys choose), drawn as the map's toggle pills.
 */
function BlockChoice({
  blocks,
  block,
  onBlock,
  label,
  name,
}: {
  blocks: readonly number[];
  block: number | null;
  onBlock: (block: number) => void;
  label: string;
  name: (block: number) => string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = step(event, blocks.indexOf(block ?? Number.NaN), blocks.length);
    if (next < 0) return;
    onBlock(blocks[next]!);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
  };
  return (
    <div role="radiogroup" aria-label={label} className={styles.blockFilter} onKeyDown={onKeyDown}>
      {blocks.map((b) => {
        const on = b === block;
        return (
          // A toggle's pill (the kit's native button) in the role of a radio.
          <PlainButton
            key={b}
            role="radio"
            aria-checked={on}
            tabIndex={on ? 0 : -1}
            data-selected={on || undefined}
            className={styles.toggle}
            onClick={() => onBlock(b)}
          >
            {name(b)}
          </PlainButton>
        );
      })}
    </div>
  );
}
