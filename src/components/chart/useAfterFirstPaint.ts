import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted the frame that render produced (the next task
 * after the next animation frame; a plain task when the page is hidden and frames are paused).
 *
 * A chart uses it to put its data on screen first and mount its react-aria toggles one frame later: three of
 * them cost more on mount than decimating and drawing 166,650 points (`npm run bench -- charts` prints the
 * time until they are interactive). Nobody can press a toggle within the frame it would have delayed.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => setPainted(true);
    const afterPaint = () => channel.port2.postMessage(null);
    const frame =
      typeof document !== 'undefined' && document.visibilityState === 'visible'
        ? requestAnimationFrame(afterPaint)
        : (afterPaint(), 0);
    return () => {
      cancelAnimationFrame(frame);
      channel.port1.onmessage = null;
      channel.port1.close();
    };
  }, [painted]);
  return painted;
}
