import type { DamClient } from 'damtherm/client';
import type { LoaderFunctionArgs, Params } from 'react-router';

/** What a screen's prefetch is given: the route's parameters, the address it opens and the API client. */
export interface PrefetchArgs {
  params: Params;
  url: URL;
  client: DamClient;
}

/**
 * The data a screen reads first, started when a navigation to its route begins (a tap on a link, or the page
 * opened at that address) instead of when the screen has rendered: the call then runs while the screen's code
 * loads and its first render runs (0.8 s on a site phone for the bay chart, `npm run bench -- demo`). It starts
 * the very read the screen makes (damtherm's `preloadRead`, or a hook's own preload such as `preloadBayChart`),
 * so the screen's hook takes that call instead of asking again; it does not wait for the answer, and the
 * screen shows its loading state as before.
 */
export type ScreenPrefetch = (args: PrefetchArgs) => void;

/**
 * Starts a screen's prefetch from its route's loader, after the login check (a signed-out visitor starts
 * nothing) and before the screen's code is awaited, or earlier, when a finger comes down on a link to the
 * screen (`./preloadLinkedScreens`); the second start of one read takes the first's call. Without a client
 * (tests of the routes alone) nothing starts.
 */
export function prefetchScreenData(
  prefetch: ScreenPrefetch | undefined,
  client: DamClient | undefined,
  { params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>,
): void {
  if (prefetch && client) prefetch({ params, url: new URL(request.url), client });
}
