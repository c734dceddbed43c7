import { useEffect, useRef } from 'react';

/**
 * Calls `onEnd` when the element scrolls into view (within 200 px), and again after `version` changes while it
 * is still in view (a short page that does not fill the screen). Nothing happens without `onEnd` or where
 * IntersectionObserver is missing.
 */
export function useEndInView<T extends Element>(onEnd: (() => void) | undefined, version: number) {
  const ref = useRef<T>(null);
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  const active = onEnd !== undefined;
  // `version` re-arms the observer: its first report tells whether the end is still in view after a page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current?.();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, version]);
  return ref;
}
