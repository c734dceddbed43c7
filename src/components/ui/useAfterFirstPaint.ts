import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted the frame that render produced (a task after
 * the next animation frame; while the page is hidden, frames wait, and so does this).
 *
 * The candlestick uses it to mount react-aria's date picker one frame after its plot (the picker costs a fresh
 * page more on mount than drawing a year of candles), and the charts' overview strip to draw a frame after
 * the plot.
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
