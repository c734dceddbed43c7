import { useMemo, useState } from 'react';
import {
  Disclosure,
  DisclosurePanel,
  Heading,
  ListBox,
  ListBoxItem,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import { useDamText } from '../../i18n/useDamText';
import { Button } from '../ui/Button';
import * as styles from './DamMap.css';
import { damMapTexts } from './texts';
import type { MapBay } from './types';

export interface BayListProps {
  bays: readonly MapBay[];
  /** Blocks in order. */
  blocks: readonly number[];
  /** The text of a bay as the map shows it (label, block, elevations and the overlay values). */
  summaryOf: (index: number) => string;
  onBaySelect?: (id: string) => void;
}

/**
 * The map's text alternative: a disclosure holding every bay with what the map shows on it, one block at a
 * time (a block has a few hundred lifts at most, so thousands of bays never make thousands of rows, and
 * nothing is rendered until it is opened). Activating a row is the same as tapping the bay.
 */
export function BayList({ bays, blocks, summaryOf, onBaySelect }: BayListProps) {
  const { t } = useDamText(damMapTexts);
  const [expanded, setExpanded] = useState(false);
  const [block, setBlock] = useState<number | null>(null);
  const shown = block ?? blocks[0] ?? null;

  return (
    <Disclosure className={styles.disclosure} isExpanded={expanded} onExpandedChange={setExpanded}>
      <Heading level={3} className={styles.disclosureHeading}>
        <Button slot="trigger" variant="row" className={styles.disclosureTrigger} data-expanded={expanded}>
          <span className={styles.chevron} aria-hidden="true">
            ›
          </span>
          {t('map.list.title', { count: bays.length })}
        </Button>
      </Heading>
      <DisclosurePanel className={styles.disclosurePanel}>
        {expanded && (
          <ExpandedList
            bays={bays}
            blocks={blocks}
            block={shown}
            onBlock={setBlock}
            summaryOf={summaryOf}
            onBaySelect={onBaySelect}
          />
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}

function ExpandedList({
  bays,
  blocks,
  block,
  onBlock,
  summaryOf,
  onBaySelect,
}: BayListProps & { block: number | null; onBlock: (block: number) => void }) {
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

  return (
    <>
      <ToggleButtonGroup
        className={styles.blockFilter}
        aria-label={t('map.list.block')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[String(block)]}
        onSelectionChange={(keys) => {
          const key = [...keys][0];
          if (key !== undefined) onBlock(Number(key));
        }}
      >
        {blocks.map((b) => (
          <ToggleButton key={b} id={String(b)} className={styles.blockChip}>
            {t('map.list.blockOption', { block: b })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ListBox
        aria-label={t('map.list.items')}
        className={styles.bayList}
        items={items}
        onAction={(key) => onBaySelect?.(String(key))}
      >
        {(item) => {
          const text = summaryOf(item.index);
          return (
            <ListBoxItem id={item.id} textValue={text} className={styles.bayItem}>
              {text}
            </ListBoxItem>
          );
        }}
      </ListBox>
    </>
  );
}
