import { useDamTranslation } from 'damtherm';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type PeriodChoice, periodWindow, type RecentPeriod, readPeriod, writePeriod } from './period';

/**
 * The period of a screen's chart, in the address (see period.ts), with the window its reads take. "Now" is
 * taken when the screen opens and when the period changes, so the reads keep one key in between.
 */
export function usePeriod(fallback: RecentPeriod) {
  const { timeZone } = useDamTranslation();
  const [search, setSearch] = useSearchParams();
  const [now, setNow] = useState(() => Date.now());
  const choice = useMemo(
    () => readPeriod(search, fallback, timeZone, now),
    [search, fallback, timeZone, now],
  );
  const window = useMemo(() => periodWindow(choice, now), [choice, now]);
  const setChoice = useCallback(
    (next: PeriodChoice) => {
      setNow(Date.now());
      setSearch((current) => writePeriod(current, next, timeZone), { replace: true });
    },
    [setSearch, timeZone],
  );
  return { choice, setChoice, window, now };
}
