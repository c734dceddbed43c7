import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted the frame that render produced (a task after
 * the next animation frame; while the page is hidden, frames wait, and so does this).
 *
 * A chart or the map uses it to put its data on screen first and mount react-aria controls one frame later:
 * a few of them cost a fresh page more on mount than decimating and drawing 166,650 points, and nobody can
 * press a control within the frame they would have delayed.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
