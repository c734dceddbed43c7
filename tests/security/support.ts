/**
 * A reference backend of its own for each security test file: a temporary database, a random port on
 * 127.0.0.1 and a clock the test moves (so a 15-minute lock is tested without waiting 15 minutes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { md5Hex } from '../../demo/server/auth.ts';
import { type RunningServer, type StartOptions, startServer } from '../../demo/server/server.ts';

export const T0 = Date.UTC(2025, 6, 15, 4, 0, 0);

export const PASSWORDS = {
  admin: 'damtherm-admin',
  engineer: 'damtherm-engineer',
  visitor: 'damtherm-visitor',
  newhire: 'damtherm-newhire',
} as const;

export interface SecurityServer {
  server: RunningServer;
  url: string;
  dir: string;
  clock: { now: () => number; advance: (ms: number) => void };
  /** A fetch of a path on this server. */
  get(pathAndQuery: string, init?: RequestInit): Promise<Response>;
  post(pathAndQuery: string, body: unknown, init?: RequestInit): Promise<Response>;
  /** POST /cytUser/login with the MD5 of a password; the parsed body and the response. */
  login(user: string, password: string): Promise<{ response: Response; body: LoginAnswer }>;
  /** A token of a user, or an error when the login fails. */
  token(user: keyof typeof PASSWORDS): Promise<string>;
  stop(): Promise<void>;
}

export interface LoginAnswer {
  code?: number;
  msg?: string;
  message?: string;
  reason?: string;
  retryAfter?: number;
  data?: { token?: string } | null;
}

export async function startSecurityServer(options: Partial<StartOptions> = {}): Promise<SecurityServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'damtherm-security-'));
  let now = T0;
  const clock = {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
  const server = await startServer({
    port: 0,
    dbPath: path.join(dir, 'db.sqlite'),
    clock,
    live: false,
    reset: true,
    seed: 'damtherm',
    ...options,
  });
  const get = (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, init);
  const post = (p: string, body: unknown, init: RequestInit = {}) =>
    fetch(`${server.url}${p}`, {
      ...init,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
      body: JSON.stringify(body),
    });
  const login = async (user: string, password: string) => {
    const response = await post('/cytUser/login', { username: user, userpwd: md5Hex(password) });
    return { response, body: (await response.json()) as LoginAnswer };
  };
  return {
    server,
    url: server.url,
    dir,
    clock,
    get,
    post,
    login,
    token: async (user) => {
      const { body } = await login(user, PASSWORDS[user]);
      const token = body.data?.token;
      if (!token) throw new Error(`cannot log in as ${user}: ${JSON.stringify(body)}`);
      return token;
    },
    stop: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Row count of a table (proves a refused request wrote nothing). */
export function count(s: SecurityServer, table: string, where = '1 = 1', ...args: (string | number)[]) {
  return (
    s.server.db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...args) as { n: number }
  ).n;
}
