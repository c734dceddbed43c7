import { useEffect, useState } from 'react';

/**
 * "Now" for the online and staleness checks, refreshed every `everyMs`, so a list judges every row against
 * the same instant and flags a cabinet that goes silent while the screen stays open. `precise` is refreshed
 * too and is what a short lock compares against.
 */
export function useNow(everyMs: number): { value: number; precise: number } {
  const [value, setValue] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setValue(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return { value, precise: Date.now() };
}
