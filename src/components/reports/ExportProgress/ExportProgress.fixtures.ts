import {
  type BatchExportState,
  type BatchItem,
  type BatchOutcome,
  type BatchProgress,
  batchProgress,
  beginBatchItem,
  cancelBatch,
  finishBatchItem,
  msUntilBatchItem,
  startBatch,
} from '../../../domain';
import { FIXTURE_NOW } from '../../fixtures';

export { FIXTURE_NOW };

/*
 * Runs of the batch export over the bays of the reference backend's block 2 (area 1: 2#-001 … 2#-014, ids
 * 16–29), played through the domain's walk as the hook plays it: one start every 5 s, downloads of 0.1 to
 * 0.4 s (what the backend answers for these CSV files).
 */

/** The bays of block 2, as the export lists them (id, bay number). */
export const BLOCK2_BAYS: BatchItem[] = Array.from({ length: 14 }, (_, i) => ({
  id: String(16 + i),
  label: `2#-${String(i + 1).padStart(3, '0')}`,
}));

/** Plays `steps` items of a run from FIXTURE_NOW; `outcome` decides each; the last one may stay in flight. */
function play(
  items: readonly BatchItem[],
  steps: number,
  {
    outcome = () => ({ ok: true }),
    inFlight = false,
  }: {
    outcome?: (item: BatchItem) => BatchOutcome;
    inFlight?: boolean;
  } = {},
): { state: BatchExportState; now: number } {
  let state = startBatch(items, FIXTURE_NOW);
  let now = FIXTURE_NOW;
  for (let i = 0; i < steps && state.phase === 'running'; i++) {
    now += msUntilBatchItem(state, now) ?? 0;
    state = beginBatchItem(state, now);
    if (inFlight && i === steps - 1) {
      now += 150;
      break;
    }
    now += 120 + ((i * 97) % 280);
    state = finishBatchItem(state, outcome(state.current as BatchItem), now);
  }
  return { state, now };
}

const progressOf = ({ state, now }: { state: BatchExportState; now: number }): BatchProgress =>
  batchProgress(state, now);

/** Bay 2#-004 fails on the network, 2#-009 is refused by the server, 2#-012 times out. */
const someFail = (item: BatchItem): BatchOutcome =>
  item.label === '2#-004'
    ? { ok: false, reason: 'network' }
    : item.label === '2#-009'
      ? { ok: false, reason: 'refused', message: 'no such bay' }
      : item.label === '2#-012'
        ? { ok: false, reason: 'timeout' }
        : { ok: true };

/** Five bays done, the sixth downloading. */
export const running = progressOf(play(BLOCK2_BAYS, 6, { inFlight: true }));

/** Three done, between two bays (waiting for the next start). */
export const waiting = progressOf(play(BLOCK2_BAYS, 3));

/** Every bay exported. */
export const finished = progressOf(play(BLOCK2_BAYS, 14));

/** Finished with three failures, each with its reason. */
export const finishedWithFailures = progressOf(play(BLOCK2_BAYS, 14, { outcome: someFail }));

/** Cancelled after six bays, one of which had failed. */
export const cancelled = (() => {
  const { state, now } = play(BLOCK2_BAYS, 7, { outcome: someFail, inFlight: true });
  return batchProgress(cancelBatch(state, now), now);
})();

/** A block without bays: nothing to export. */
export const empty = batchProgress(startBatch([], FIXTURE_NOW), FIXTURE_NOW);

/** The biggest list the seed asks for (1000 bays): the first one in flight, 83 minutes left. */
export const thousand = progressOf(
  play(
    Array.from({ length: 1000 }, (_, i) => ({
      id: String(i + 1),
      label: `${Math.floor(i / 40) + 1}#-${String((i % 40) + 1).padStart(3, '0')}`,
    })),
    1,
    { inFlight: true },
  ),
);

/** Every bay failed, with long server messages and long bay names. */
export const allFailed = progressOf(
  play(
    BLOCK2_BAYS.slice(0, 4).map((bay) => ({ ...bay, label: `右岸导流洞进口 ${bay.label} 高程 637.5~639.0` })),
    4,
    {
      outcome: (item) =>
        item.id === '16'
          ? { ok: false, reason: 'unauthorized' }
          : {
              ok: false,
              reason: 'refused',
              message:
                'The export of this bay could not be produced because its thermometers have no readings yet',
            },
    },
  ),
);
