/**
 * No request may stall the server or crash it: lists are deduplicated and bounded, a body nesting without end
 * is refused, a list of tens of thousands of ids is a 400 (not SQLite's "too many SQL variables"), and the
 * chart of a block is aggregated off the event loop, so an unrelated request meanwhile is answered at once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMIT } from '../../demo/server/http/spec.ts';
import { count, type SecurityServer, startSecurityServer } from './support.ts';

let s: SecurityServer;
let visitor: string;
let engineer: string;
beforeAll(async () => {
  s = await startSecurityServer();
  visitor = await s.token('visitor');
  engineer = await s.token('engineer');
}, 60_000);
afterAll(() => s.stop());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');

/** The answer and how long it took, in milliseconds. */
async function timed(request: Promise<Response>) {
  const started = performance.now();
  const response = await request;
  const text = await response.text();
  return { response, text, ms: performance.now() - started };
}

describe('lists', () => {
  it('a block named 2,000 times is charted once, quickly, and /config.json meanwhile is not delayed', async () => {
    const slow = timed(
      s.get(`/cytWebHive/blockTempCurve?blocks=${Array(2000).fill(7).join(',')}`, {
        headers: bearer(visitor),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const config = await timed(s.get('/config.json'));
    const chart = await slow;
    expect(chart.response.status).toBe(200);
    expect((JSON.parse(chart.text) as { data: { line: unknown[] } }).data.line).toHaveLength(1);
    expect(chart.ms).toBeLessThan(3000);
    expect(config.response.status).toBe(200);
    expect(config.ms).toBeLessThan(300);
  });

  it('a list naming more distinct values than its limit is refused with a 400 naming the parameter', async () => {
    const cases: [string, RegExp][] = [
      [
        `/cytWebHive/blockTempCurve?blocks=${range(101)}`,
        /blocks must name at most 100 values \(101 given\)/,
      ],
      [`/cytWebHive/hiveList?blocks=${range(101)}`, /blocks must name at most 100 values/],
      [`/cytWebHive/latestTemperature?hive_ids=${range(LIST_LIMIT + 1)}`, /hive_ids must name at most 1000/],
    ];
    for (const [url, message] of cases) {
      const { response, text } = await timed(s.get(url, { headers: bearer(visitor) }));
      expect(response.status, url.slice(0, 60)).toBe(400);
      expect(JSON.parse(text).message).toMatch(message);
    }
  });

  it('a manual entry naming 40,000 bays is a 400, not an SQL error, and writes nothing', async () => {
    const before = count(s, 'other_data');
    const answer = await s.post(
      '/pqt/add_other_data',
      {
        c_hiveotherid: 0,
        c_area: 2,
        c_when_acquire: s.clock.now() - 60_000,
        c_value: 118,
        c_hive_id: range(40_000),
        c_who: 'engineer',
      },
      { headers: bearer(engineer) },
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/c_hive_id must name at most/);
    expect(count(s, 'other_data')).toBe(before);
  });

  it('an array of warning kinds repeated 60,000 times is read as its few kinds', async () => {
    const kinds = Array(60_000).fill('loopUnknown');
    const answer = await s.post('/pqt/warnings_read', { all: 1, kinds }, { headers: bearer(engineer) });
    expect(answer.status).toBe(200);
    const ids = await s.post(
      '/pqt/warnings_read',
      {
        ids: range(LIST_LIMIT + 1)
          .split(',')
          .map(Number),
      },
      {
        headers: bearer(engineer),
      },
    );
    expect(ids.status).toBe(400);
  });
});

describe('bodies', () => {
  it('an exactly-once write whose body nests 100,000 deep is a 400, not a stack overflow', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const answer = await fetch(`${s.url}/pqt/add_other_data`, {
      method: 'POST',
      headers: { ...bearer(engineer), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: `{"c_hiveotherid":0,"c_area":2,"c_when_acquire":${s.clock.now()},"c_value":118,"c_hive_id":"","c_who":"engineer","x":${deep}}`,
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/nests deeper than 32 levels/);
  });

  it('numbers of a form body are plain decimals, as in a query: 0x10 and " 7 " are refused', async () => {
    const before = count(s, 'detail_records');
    for (const value of ['0x10', ' 7 ', '1e1', 'Infinity']) {
      const answer = await fetch(`${s.url}/myapi.php/add_detail_record`, {
        method: 'POST',
        headers: bearer(engineer),
        body: new URLSearchParams({ c_hive_id: value, c_what: 'x', c_who: 'engineer' }),
      });
      expect(answer.status, value).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toMatch(
        /c_hive_id must be a plain decimal/,
      );
    }
    expect(count(s, 'detail_records')).toBe(before);
  });
});

describe('name lookups', () => {
  it('checkUser is throttled like sign-in: a crawler of names from one address gets 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 40; i++) {
      const answer = await s.get(`/cytUser/checkUser?username=someone${i}`);
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = answer.headers.get('retry-after');
      await answer.body?.cancel();
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // The door opens again once the wait is over (the clock is the test's).
    s.clock.advance(16 * 60_000);
    expect((await s.get('/cytUser/checkUser?username=admin')).status).toBe(200);
  });
});
