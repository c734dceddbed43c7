import { replace } from 'react-router';
import { readLoginId } from '../session/session';
import { type RouteMeta, routeAccess } from './routeTable';

/** `/login?redirect={path}`: the path (with its query) kept readable, only what must be escaped escaped. */
export function loginRedirectUrl(pathWithSearch: string): string {
  return `/login?redirect=${encodeURIComponent(pathWithSearch).replace(/%2F/g, '/')}`;
}

/**
 * The general rules of part 1 §2: without the stored login id every route but /login and /register (and the
 * WeChat callback, which is a login) goes to /login?redirect={path}; a logged-in user at /login goes to /.
 * Throws the redirect (replacing the history entry, so that going back does not bounce off the guard again);
 * returns when the route may open.
 */
export function guardRoute(meta: RouteMeta | null, request: Request): void {
  const url = new URL(request.url);
  const loggedIn = readLoginId() !== null;
  const access = meta ? routeAccess(meta, url) : 'user';
  if (access === 'guest' && loggedIn) throw replace('/');
  if (access === 'user' && !loggedIn) throw replace(loginRedirectUrl(url.pathname + url.search));
}
