import { SEARCH_LOCK_MS } from 'damtherm/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The lock of a search button (part 1 §4, §9): after each press the button is locked for 3 seconds. `press`
 * returns false while locked (a tap that got through before the button turned disabled).
 */
export function useSearchLock(ms = SEARCH_LOCK_MS) {
  const until = useRef(0);
  const [locked, setLocked] = useState(false);

  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(false), Math.max(0, until.current - Date.now()));
    return () => clearTimeout(timer);
  }, [locked]);

  const press = useCallback(() => {
    if (Date.now() < until.current) return false;
    until.current = Date.now() + ms;
    setLocked(true);
    return true;
  }, [ms]);

  return { locked, seconds: ms / 1000, press };
}
