import { useEffect, useState } from 'react';

/** Callbacks of the components mounted since the last frame, run together once that frame is painted. */
let waiting: Set<() => void> | null = null;

/**
 * Runs `callback` in a task after the next animation frame, with every other callback asked for before that
 * frame: their state updates land in one task, so React renders them together, not in one task each.
 */
function afterNextPaint(callback: () => void): () => void {
  if (!waiting) {
    const batch = new Set<() => void>();
    waiting = batch;
    // A test environment without frames (jsdom without `pretendToBeVisual`) gets a task instead.
    const nextFrame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : setTimeout;
    nextFrame(() => {
      // Components mounted from now on wait for the frame after this one.
      waiting = null;
      setTimeout(() => {
        for (const run of batch) run();
      });
    });
  }
  const batch = waiting;
  batch.add(callback);
  return () => batch.delete(callback);
}

/**
 * False on the first render, true once the browser has painted the frame that render produced (a task after
 * the next animation frame; while the page is hidden, frames wait, and so does this).
 *
 * A chart or the map uses it to put its data on screen first and mount its react-aria controls one frame
 * later: a dozen of them cost a fresh page more on mount than decimating and drawing 166,650 points, and
 * nobody can press a control within the frame they would have delayed. All components mounted in one commit
 * turn interactive in one render.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
