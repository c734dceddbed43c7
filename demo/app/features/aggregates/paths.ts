/**
 * The links of the aggregate screens (part 2 §2.1, §2.8), in one place so that the screens and the e2e
 * agree on them. The list keeps its search in the address (`?name=`), so back from an aggregate returns to
 * the same results; the detail keeps whether every record is shown (`&records=all`).
 */

/** `/areas/aggregate`, or its search results for a name. */
export function aggregatesPath(name = ''): string {
  const keyword = name.trim();
  return keyword ? `/areas/aggregate?${new URLSearchParams({ name: keyword })}` : '/areas/aggregate';
}

/** `/areas/aggregateDetail?id={cid}` (part 2 §2.1: query id = cid). */
export function aggregateDetailPath(id: string | number, allRecords = false): string {
  const query = new URLSearchParams({ id: String(id) });
  if (allRecords) query.set('records', 'all');
  return `/areas/aggregateDetail?${query}`;
}

/** An aggregate id as the address gives it: a whole number ≥ 1; '' when missing, null when malformed. */
export function aggregateIdOf(text: string | null): string | null {
  const id = text?.trim() ?? '';
  if (id === '') return '';
  return /^[1-9]\d*$/.test(id) ? id : null;
}
