/**
 * Bodies are read only when their request may be served: a crowd of large unauthenticated uploads to a path
 * that does not exist, or to an operation that needs a token, is refused before the body is read, so the
 * server's memory does not grow with it and other requests go on; and only so many large bodies are
 * received at once (503 with Retry-After beyond). The server runs in a process of its own, so its memory
 * and its event loop are its own.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGE_BODIES_IN_FLIGHT } from '../../demo/server/http/admit.ts';
import { type ChildServer, signedInHeaders, startChildServer } from './childServer.ts';
import { PASSWORDS } from './support.ts';

let s: ChildServer;
beforeAll(async () => {
  s = await startChildServer();
}, 120_000);
afterAll(() => s.stop());

const run = promisify(execFile);
const MiB = 1024 * 1024;
const TEN_MIB = Buffer.alloc(10 * MiB, 0x61);

/** A POST of a large body; resolves with the status (0 when the server closed before answering). */
function upload(
  pathAndQuery: string,
  body: Buffer,
  headers: Record<string, string> = {},
): { done: Promise<number>; request: http.ClientRequest } {
  const request = http.request(`${s.url}${pathAndQuery}`, {
    method: 'POST',
    headers: {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(body.length),
      ...headers,
    },
  });
  const done = new Promise<number>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
  request.end(body);
  return { done, request };
}

/** How long /config.json takes, timed by curl: this process is busy sending the crowd's bodies. */
async function configMs(): Promise<number> {
  const { stdout } = await run('curl', [
    '-s',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code} %{time_total}',
    `${s.url}/config.json`,
  ]);
  const [status, seconds] = stdout.split(' ');
  expect(status).toBe('200');
  return Number(seconds) * 1000;
}

describe('admission before the body', () => {
  it('100 unauthenticated 10 MiB bodies to /no/such/path: 404 unread, memory flat, /config.json on time', async () => {
    await configMs();
    s.resetPeak();
    const before = s.memory().rss;
    const uploads = Array.from({ length: 100 }, () => upload('/no/such/path', TEN_MIB));
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) waits.push(await configMs());
    const statuses = await Promise.all(uploads.map((u) => u.done));
    const grown = s.memory().peak - before;
    console.log(
      `[security] 100 × 10 MiB to /no/such/path: peak memory +${Math.round(grown / MiB)} MiB, /config.json at most ${Math.round(Math.max(...waits))} ms`,
    );
    expect(statuses.filter((status) => status !== 404 && status !== 0)).toEqual([]);
    expect(statuses.filter((status) => status === 404).length).toBeGreaterThan(50);
    expect(grown).toBeLessThan(100 * MiB);
    expect(Math.max(...waits)).toBeLessThan(1000);
  }, 120_000);

  it('100 large uploads without a token to an operation that needs one: 401 unread', async () => {
    s.resetPeak();
    const before = s.memory().rss;
    const uploads = Array.from({ length: 100 }, () => upload('/cytFile/uploadFiles', TEN_MIB));
    const statuses = await Promise.all(uploads.map((u) => u.done));
    expect(statuses.filter((status) => status !== 401 && status !== 0)).toEqual([]);
    expect(s.memory().peak - before).toBeLessThan(100 * MiB);
  }, 120_000);

  it(`at most ${LARGE_BODIES_IN_FLIGHT} large bodies are received at once: the next is 503 with Retry-After`, async () => {
    const { authorization } = await signedInHeaders(s.url, 'engineer', PASSWORDS.engineer);
    // Uploads that announce 5 MiB and send only their first bytes: each holds a slot while it trickles in.
    const held = Array.from({ length: LARGE_BODIES_IN_FLIGHT }, () => {
      const request = http.request(`${s.url}/cytFile/uploadFiles`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(5 * MiB),
        },
      });
      request.on('error', () => {});
      request.write(Buffer.alloc(1024));
      return request;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await fetch(`${s.url}/cytFile/uploadFiles`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(MiB),
    });
    expect(next.status).toBe(503);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
    for (const request of held) request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Their slots are free again: a small upload goes through to the handler's own checks.
    const after = await fetch(`${s.url}/cytFile/uploadFiles`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(128 * 1024),
    });
    expect(after.status).not.toBe(503);
  }, 60_000);
});
