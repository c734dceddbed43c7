import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted the frame that render produced (a task after
 * the next animation frame; while the page is hidden, frames wait, and so does this).
 *
 * A chart uses it to put its data on screen first and mount its react-aria toggles one frame later: three of
 * them cost more on mount than decimating and drawing 166,650 points (`npm run bench -- charts` prints the
 * time until they are interactive). Nobody can press a toggle within the frame it would have delayed.
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
