/**
 * The links of the warning screens (part 2 §2.1), in one place so that every screen and the e2e agree on
 * them.
 */
import type { WarningListId } from './catalog';

export const messageMainPath = () => '/message/main';

/**
 * `/message/messages` (part 2 §2.1, query title and rackList): the list behind the home badge. `title`
 * replaces the header's title; `rackList` (cabinet ids, comma separated) keeps only those cabinets' warnings.
 */
export function messagesPath(query: { title?: string; rackList?: readonly (string | number)[] } = {}) {
  const search = new URLSearchParams();
  if (query.title) search.set('title', query.title);
  if (query.rackList && query.rackList.length > 0) search.set('rackList', query.rackList.join(','));
  const text = search.toString();
  return text ? `/message/messages?${text}` : '/message/messages';
}

/** One of the fourteen warning lists: `/message/{id}`. */
export const warningListPath = (id: WarningListId) => `/message/${id}`;

/** The cabinet ids of a `rackList` query value (`1,4,7`), or null when it names none. */
export function parseRackList(value: string | null): Set<string> | null {
  const ids = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return ids.length > 0 ? new Set(ids) : null;
}
