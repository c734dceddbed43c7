/**
 * Where "back" goes from a loop or thermometer detail (part 1 §2): the query parameters from, from2, other,
 * name and from3 say where the user came from.
 *
 * - `from3=tempWarns`: from the temperature warning list → /message/tempWarns.
 * - `from={hiveId}`: from a bay's detail → /areas/hives?id={hiveId}, with `&from={from2}` (the area it was
 *   opened from) and `&other={other}` (the map area) when given — the bay detail's own parameters (part 1 §2).
 * - otherwise: the previous page of the visit, or the cabinet's list when the detail was opened directly.
 *
 * `name` is not a place: it is the loop's display name, shown as the title.
 */
export interface DetailBack {
  /** A fixed target (a link), or null to go back in history. */
  href: string | null;
  /** Where history-back goes when there is nothing behind. */
  fallback: string;
}

export function detailBack(search: URLSearchParams, listPath: string): DetailBack {
  const from3 = search.get('from3');
  if (from3 === 'tempWarns') return { href: '/message/tempWarns', fallback: listPath };
  const from = search.get('from');
  if (from) {
    const query = new URLSearchParams({ id: from });
    const from2 = search.get('from2');
    const other = search.get('other');
    if (from2) query.set('from', from2);
    if (other) query.set('other', other);
    return { href: `/areas/hives?${query.toString()}`, fallback: listPath };
  }
  return { href: null, fallback: listPath };
}

/** The query of a detail link that keeps these parameters (for the control icon and refreshes). */
export function keepDetailQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['from', 'from2', 'other', 'name', 'from3']) {
    const value = search.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
