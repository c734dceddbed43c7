import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { CheckboxTile, CheckboxTileGroup } from '../../ui/CheckboxTiles';
import { Segment, SegmentedControl } from '../../ui/SegmentedControl';
import * as styles from './LoopControlPanel.css';
import { loopControlPanelTexts } from './texts';
import type { LoopTarget } from './useLoopCommandForm';

export interface LoopChooserProps {
  /** Every loop, or the ticked ones. */
  target: LoopTarget;
  onTargetChange: (target: LoopTarget) => void;
  /** The ticked loops (as the tiles' values). */
  chosen: readonly string[];
  onChosenChange: (chosen: string[]) => void;
  /** The loops offered: 1 to the cabinet's count. */
  loopNumbers: readonly number[];
  /** Loops under automatic control, marked on their tiles. */
  autoLoops: ReadonlySet<number>;
  /** Why the choice is not valid (no loop ticked), once the user tried to send. */
  error?: string | undefined;
}

/** Loop 0 (part 1 §2 loopctrl): all loops, or a chosen set of loops 1–72, the automatic ones marked. */
export function LoopChooser({
  target,
  onTargetChange,
  chosen,
  onChosenChange,
  loopNumbers,
  autoLoops,
  error,
}: LoopChooserProps) {
  const { t } = useDamText(loopControlPanelTexts);
  const loopName = (n: number) =>
    autoLoops.has(n)
      ? `${t('loop.loopN', { loop: n })} (${t('loop.control.autoMark')})`
      : t('loop.loopN', { loop: n });
  return (
    <>
      <SegmentedControl label={t('loop.control.loops')} value={target} onChange={onTargetChange}>
        <Segment value="all">{t('loop.control.loopsAll')}</Segment>
        <Segment value="chosen">{t('loop.control.loopsChosen')}</Segment>
      </SegmentedControl>
      {target === 'chosen' && (
        <CheckboxTileGroup
          label={t('loop.control.chooseLoops')}
          value={chosen}
          onChange={onChosenChange}
          errorMessage={error}
          toolbar={
            <>
              <Button variant="secondary" size="sm" onPress={() => onChosenChange(loopNumbers.map(String))}>
                {t('loop.control.selectAll')}
              </Button>
              <Button variant="secondary" size="sm" onPress={() => onChosenChange([])}>
                {t('loop.control.selectNone')}
              </Button>
              <span className={styles.legend}>{t('loop.control.chosenCount', { count: chosen.length })}</span>
              <span className={styles.legend}>
                <span className={styles.legendDot} aria-hidden="true" />
                {t('loop.control.autoMark')}
              </span>
            </>
          }
        >
          {loopNumbers.map((n) => (
            <CheckboxTile key={n} value={String(n)} marked={autoLoops.has(n)} aria-label={loopName(n)}>
              {n}
            </CheckboxTile>
          ))}
        </CheckboxTileGroup>
      )}
    </>
  );
}
