import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { bayBackTarget, bayPath } from './paths';

/*
 * The bay detail's back. It returns to the page that opened the bay — the bay list at its page and filters,
 * the 2D map in its view — by going back in history, past the cabinet details the user opened from the bay:
 * a cabinet detail's own back is a link to the bay (part 1 §2), which adds the bay again on top of history,
 * so a plain history back would lead to the cabinet detail again. Where the opener is not known (the bay
 * was opened from an address or a bookmark), back goes where `from` / `other` say (`bayBackTarget`).
 *
 * The opener is the history entry below the bay when the bay was opened (react-router numbers its entries
 * `idx`), kept in sessionStorage for the bay's address while the user visits the pages it links to.
 */

const KEY = 'damtherm:bay-opener';

interface OpenerRecord {
  /** The bay detail's address, normalised (id, from, other). */
  bay: string;
  /** The history entry that opened it; -1 when unknown. */
  openerIdx: number;
  /** The user left the bay by one of its links: coming back by a link keeps the opener. */
  away?: boolean;
}

function historyIdx(): number {
  return (window.history.state as { idx?: number } | null)?.idx ?? 0;
}

function readRecord(): OpenerRecord | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as OpenerRecord | null;
    return value && typeof value.bay === 'string' && typeof value.openerIdx === 'number' ? value : null;
  } catch {
    return null;
  }
}

function writeRecord(record: OpenerRecord) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(record));
  } catch {
    // Private mode without storage: back falls to from / other.
  }
}

/** The normalised address of the bay detail shown at `search`. */
function bayKey(search: URLSearchParams): string {
  return bayPath(search.get('id') ?? '', { from: search.get('from'), other: search.get('other') });
}

/**
 * Back of the bay detail, and `markAway` to call when the user follows one of its links (so that a cabinet
 * detail's back link, which opens the bay anew, still returns to the bay's opener).
 */
export function useBayBack(fallback: string) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const search = location.search;

  // Each arrival at the bay: a new opening records its opener; a return keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one record per arrival (location.key)
  useEffect(() => {
    const bay = bayKey(new URLSearchParams(search));
    const idx = historyIdx();
    const record = readRecord();
    const same = record?.bay === bay;
    if (navigationType === 'POP') {
      writeRecord(same && record ? { bay, openerIdx: record.openerIdx } : { bay, openerIdx: -1 });
    } else if (navigationType === 'PUSH' && same && record?.away && record.openerIdx < idx) {
      writeRecord({ bay, openerIdx: record.openerIdx });
    } else if (navigationType === 'PUSH') {
      writeRecord({ bay, openerIdx: idx - 1 });
    } else if (!same) {
      writeRecord({ bay, openerIdx: idx - 1 });
    }
  }, [location.key]);

  const goBack = useCallback(() => {
    const params = new URLSearchParams(search);
    const idx = historyIdx();
    const record = readRecord();
    if (record && record.bay === bayKey(params) && record.openerIdx >= 0 && record.openerIdx < idx) {
      void navigate(record.openerIdx - idx);
      return;
    }
    const target = bayBackTarget(params);
    if (target) void navigate(target, { replace: idx === 0, viewTransition: true });
    else if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true, viewTransition: true });
  }, [search, navigate, fallback]);

  const markAway = useCallback(() => {
    const record = readRecord();
    const bay = bayKey(new URLSearchParams(search));
    if (record?.bay === bay) writeRecord({ ...record, away: true });
  }, [search]);

  return { goBack, markAway };
}
