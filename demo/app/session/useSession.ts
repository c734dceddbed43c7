import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, type Session, subscribeSession } from './session';

/** The stored session (token, login id, user name), re-rendering on login and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, () => null);
}
