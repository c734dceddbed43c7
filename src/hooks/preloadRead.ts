import type { DamClient } from '../client/createDamClient';
import { dropPreloadedQueries, preloadQuery } from './contractHooks';
import { type ReadDefinition, readInit } from './defineRead';

/**
 * Starts a declared read now, ahead of the screen that shows it: a router calls it when a navigation starts, so
 * the request runs while the screen's code loads and renders, e.g.
 * `preloadRead(client, useBayAverageTemperature.read, bayId)`. The read's hook, called later with the same
 * arguments under a DamProvider of the same client, takes this call (in flight, or answered within the last
 * seconds) instead of asking again: one request either way. Arguments that skip the read start nothing.
 */
export function preloadRead<Args extends unknown[], T>(
  client: DamClient,
  read: ReadDefinition<Args, T>,
  ...args: Args
): void {
  const init = readInit(read, ...args);
  if (init !== null) preloadQuery(client, read.path, init);
}

/**
 * Forgets the reads started ahead through `client` that no screen has taken yet: call it when the user signs
 * out, so that the next user of the same client never receives an answer asked for with the previous token.
 */
export function dropPreloadedReads(client: DamClient): void {
  dropPreloadedQueries(client);
}
