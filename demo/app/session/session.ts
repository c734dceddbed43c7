/**
 * The session as the seed stores it (part 1 §3, §4, §9): the token in a cookie that lives 30 days, the login
 * id under a fixed cookie key (same life), the user name in local storage; the language is kept by the i18n
 * layer under `language`. A tiny external store, so React re-renders when a login or logout changes it.
 */

/** Cookie holding the access token (sent by the client as `access_token`). */
export const TOKEN_COOKIE = 'damtherm_token';
/** Cookie holding the login id (the user's c_id); the route guard checks it. */
export const LOGIN_ID_COOKIE = 'damtherm_login_id';
/** Local-storage key of the user's display name. */
export const USER_NAME_KEY = 'damtherm_user_name';
/** Token cookie lifetime (part 1 §9). */
export const TOKEN_LIFETIME_DAYS = 30;

export interface Session {
  /** The access token the backend issued at login. */
  token: string;
  /** The user's id (c_id), sent as from_who / userIdx. */
  loginId: string;
  /** The user's display name. */
  userName: string;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function writeCookie(name: string, value: string, days: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from many phone browsers.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure}`;
}

function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from many phone browsers.
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored token, or null. */
export function readToken(): string | null {
  return readCookie(TOKEN_COOKIE) || null;
}

/** The stored login id, or null: the route guard's test of "logged in". */
export function readLoginId(): string | null {
  return readCookie(LOGIN_ID_COOKIE) || null;
}

/** The whole stored session, or null when the login id or token is missing. */
export function readSession(): Session | null {
  const token = readToken();
  const loginId = readLoginId();
  if (!token || !loginId) return null;
  return { token, loginId, userName: storage()?.getItem(USER_NAME_KEY) ?? loginId };
}

const listeners = new Set<() => void>();
let snapshot: Session | null | undefined;

function changed(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

/** Stores a new session after a successful login. */
export function saveSession(session: Session): void {
  writeCookie(TOKEN_COOKIE, session.token, TOKEN_LIFETIME_DAYS);
  writeCookie(LOGIN_ID_COOKIE, session.loginId, TOKEN_LIFETIME_DAYS);
  storage()?.setItem(USER_NAME_KEY, session.userName);
  changed();
}

/** Removes the token, the login id and the user name (logout, or a failed user-info check). */
export function clearSession(): void {
  removeCookie(TOKEN_COOKIE);
  removeCookie(LOGIN_ID_COOKIE);
  storage()?.removeItem(USER_NAME_KEY);
  changed();
}

/** For useSyncExternalStore. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For useSyncExternalStore: the same object until the session changes. */
export function getSessionSnapshot(): Session | null {
  if (snapshot === undefined) snapshot = readSession();
  return snapshot;
}

/**
 * Where to go after login: the `redirect` query parameter when it is a path of this application (a leading
 * single slash; never another origin), else /main_new.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/main_new'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === '/login' || value.startsWith('/login?')) return fallback;
  return value;
}
