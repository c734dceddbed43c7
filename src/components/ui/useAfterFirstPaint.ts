import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted the frame that render produced (a task after
 * the next animation frame; while the page is hidden, frames wait, and so does this).
 *
 * The charts' overview strip uses it to draw a frame after the plot.
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
