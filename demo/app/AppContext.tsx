import type { ThemeName, ToastQueue } from 'damtherm';
import type { DamClient } from 'damtherm/client';
import { createContext, useContext } from 'react';
import type { AppConfig } from './config';
import type { Session } from './session/session';

/** What every screen of the demo can use: configuration, the API client, toasts and the session actions. */
export interface AppServices {
  config: AppConfig;
  client: DamClient;
  toasts: ToastQueue;
  /** Shows a failed call the way the seed does (red message; 401 is 'Token错误', no redirect). */
  reportError: (error: unknown) => void;
  /** Shows a message as a toast. */
  notify: (message: string, tone?: 'info' | 'success' | 'warning' | 'danger') => void;
  /** Stores the session of a successful login. */
  signIn: (session: Session) => void;
  /**
   * Ends the session: calls the logout API (best effort), clears token, login id and name, drops every cached
   * answer and starts a fresh router at /login (part 1 §4 "resets the router"). A message, when given, is
   * shown on the login screen.
   */
  logout: (message?: string) => Promise<void>;
  /** The display theme and its setter (kept in local storage). */
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
}

export const AppContext = createContext<AppServices | null>(null);

export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp must be used inside the demo App');
  return services;
}
