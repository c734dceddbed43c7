/**
 * The reference backend in a process of its own (`demo/server/main.ts` on a fresh database in a temporary
 * folder), for what the test process must not share with it: its memory, its event loop, its CPU.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { md5Hex } from '../../demo/server/auth.ts';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo/server/main.ts');

export interface ChildServer {
  url: string;
  /** The database file the server runs on (for a reader that wants to look at its rows). */
  dbPath: string;
  process: ChildProcess;
  /** Resident memory now and at its peak (VmRSS, VmHWM), in bytes. */
  memory(): { rss: number; peak: number };
  /** Starts the peak (VmHWM) again from the memory now. */
  resetPeak(): void;
  stop(): Promise<void>;
}

function status(pid: number, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

export async function startChildServer({
  scale = 'small',
}: {
  scale?: 'small' | 'large';
} = {}): Promise<ChildServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'damtherm-child-'));
  const dbPath = path.join(dir, 'db.sqlite');
  const child = spawn(process.execPath, [MAIN, '--reset', '--port', '0', '--scale', scale, '--db', dbPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /reference backend on (http:\/\/\S+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${out}`)));
  });
  const pid = child.pid as number;
  return {
    url,
    dbPath,
    process: child,
    memory: () => ({ rss: status(pid, 'VmRSS'), peak: status(pid, 'VmHWM') }),
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs in to a child server as a seeded account and answers the Authorization header of its session. */
export async function signedInHeaders(
  url: string,
  username: string,
  password: string,
): Promise<{ authorization: string }> {
  const login = await fetch(`${url}/cytUser/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, userpwd: md5Hex(password) }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}` };
}
