/*
 * What read hooks take as arguments: ids as numbers or the strings a route gives, null or undefined while
 * not known yet (the read then waits, as SWR's conditional fetching does); a time window as the period most
 * calls take.
 */

/** An id as a route or a list gives it. */
export type Id = string | number;

/** An id that may not be known yet. */
export type MaybeId = Id | null | undefined;

/** Whether the id is known (an empty route parameter is not). */
export function isKnown(id: MaybeId): id is Id {
  return id !== null && id !== undefined && id !== '';
}

/** The number the contract takes for an id. */
export function idNumber(id: Id): number {
  return Number(id);
}

/** How most calls name a period's ends (epoch seconds), for `toSecondsQuery(window, PERIOD)`. */
export const PERIOD = { start: 'startTime', end: 'endTime' } as const;
