import { forwardRef, type ReactNode } from 'react';
import { defaultComparisonBlocks } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { CheckboxTile, CheckboxTileGroup } from '../../ui/CheckboxTiles';
import type { LoadStateProps, StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import { useControlledState } from '../../ui/useControlledState';
import * as styles from './BlockAgeChart.css';
import { blockAgeChartTexts } from './texts';

export interface BlockPickerProps extends StyleProps, LoadStateProps {
  /** The dam's block numbers, left to right; undefined while they load. */
  blocks: readonly number[] | undefined;
  /** The chosen blocks (controlled, with `onChange`), ascending. */
  value?: readonly number[] | undefined;
  /** The blocks chosen at first (uncontrolled; default 6 to 11 as far as the dam has them). */
  defaultValue?: readonly number[] | undefined;
  /** Called with the chosen blocks, ascending, when the user changes them. */
  onChange?: (blocks: number[]) => void;
  /** What the "default" button chooses (default 6 to 11 as far as the dam has them, part 2 §2.7). */
  defaultBlocks?: readonly number[] | undefined;
  /** Visible label (default "Blocks"). */
  label?: ReactNode | undefined;
}

const ascending = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);

/**
 * The multi-select of dam blocks of the block age comparison (part 2 §2.7): a grid of touch-sized tiles (6
 * a row on a phone), the default choice (6 to 11) and clear, and the count chosen. With none chosen it says
 * to choose one. Tiles show the number; each is named "Block 6" for assistive tech.
 * @selector [data-invalid] on the group when no block is chosen
 */
export const BlockPicker = /* @__PURE__ */ forwardRef<HTMLDivElement, BlockPickerProps>(function BlockPicker(
  { blocks, value, defaultValue, onChange, defaultBlocks, label, loading, error, onRetry, className, style },
  ref,
) {
  const { t } = useDamText(blockAgeChartTexts);
  const defaults = defaultBlocks ?? defaultComparisonBlocks(blocks);
  const [chosen, setChosen] = useControlledState<readonly number[]>(
    value,
    defaultValue ?? defaults,
    onChange as ((next: readonly number[]) => void) | undefined,
  );
  const choose = (next: Iterable<number>) => setChosen(ascending(next));

  if (error && !blocks) {
    return (
      <div ref={ref} className={className} style={style}>
        <StatusMessage tone="error" onRetry={onRetry}>
          {typeof error === 'boolean' ? t('comparison.block.blocksError') : error}
        </StatusMessage>
      </div>
    );
  }
  if (loading || !blocks) {
    return (
      <div ref={ref} className={className} style={style} aria-busy="true">
        <StatusMessage tone="loading" />
      </div>
    );
  }

  // A chosen block the dam does not list (an old address) still shows, so it can be taken off.
  const offered = ascending([...blocks, ...chosen]);
  const sameAsDefault = chosen.length === defaults.length && chosen.every((b, i) => b === defaults[i]);
  return (
    <CheckboxTileGroup
      ref={ref}
      className={className}
      style={style}
      label={label ?? t('comparison.block.picker')}
      value={chosen.map(String)}
      onChange={(next) => choose(next.map(Number))}
      errorMessage={chosen.length === 0 ? t('comparison.block.chooseBlock') : undefined}
      toolbar={
        <>
          <Button variant="secondary" size="sm" isDisabled={sameAsDefault} onPress={() => choose(defaults)}>
            {t('comparison.block.defaults', { blocks: blockSpan(defaults, t('comparison.block.separator')) })}
          </Button>
          <Button variant="secondary" size="sm" isDisabled={chosen.length === 0} onPress={() => choose([])}>
            {t('comparison.block.clear')}
          </Button>
          <span className={styles.count} aria-live="polite">
            {t('comparison.block.chosen', { count: chosen.length })}
          </span>
        </>
      }
    >
      {offered.map((b) => (
        <CheckboxTile key={b} value={String(b)} aria-label={t('comparison.block.name', { block: b })}>
          {t('comparison.block.tile', { block: b })}
        </CheckboxTile>
      ))}
    </CheckboxTileGroup>
  );
});

/** "6–11" for a run of blocks, else the numbers one by one ("3、9、12"). */
function blockSpan(blocks: readonly number[], separator: string): string {
  const first = blocks[0];
  const last = blocks[blocks.length - 1];
  if (first === undefined || last === undefined) return '';
  const run = blocks.length > 2 && blocks.every((b, i) => b === first + i);
  return run ? `${first}–${last}` : blocks.join(separator);
}
