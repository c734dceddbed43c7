/**
 * Exactly-once writes through the contract's Idempotency-Key (demo/server/idempotency.ts): a repeat with the
 * same key is answered from the store and writes nothing, another request with the key is a 422, keys are
 * per user, concurrent duplicates write once, a refusal keeps no key, and the loop command, the reversal
 * setting, the aggregate and the handling record behave as the manual entry does.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../../demo/server/db.ts';
import { IDEMPOTENCY_KEY_TTL_S } from '../../demo/server/idempotency.ts';
import { ENTRY_TEMP_RANGE_C } from '../../src/domain/constants.ts';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 180_000);

afterAll(async () => {
  await h?.stop();
});

const count = (table: string) => rowCounts(h.server.db)[table] ?? 0;
const keyed = (key: string) => ({ 'Idempotency-Key': key });

function entry(who: string, value = 123, at = h.clock.now() - 60_000) {
  return { c_hiveotherid: 1, c_area: 1, c_when_acquire: at, c_value: value, c_hive_id: '', c_who: who };
}

function one<T>(sql: string, ...args: (string | number)[]): T {
  return h.server.db.prepare(sql).get(...args) as T;
}

/** An online cooling cabinet and one of its loops. */
function onlineLoop() {
  const rack = one<{ c_id: number }>(
    "SELECT c_id FROM racks WHERE kind = 'cooling' AND fault = 'none' ORDER BY c_id LIMIT 1",
  );
  const loop = one<{ c_loop: number }>(
    "SELECT c_loop FROM channels WHERE rack_id = ? AND kind = 'loop' ORDER BY c_loop LIMIT 1",
    rack.c_id,
  );
  return { rackId: rack.c_id, loop: loop.c_loop };
}

describe('Idempotency-Key on a manual entry', () => {
  it('a repeat with the same key and body gets the first answer and writes nothing again', async () => {
    const key = randomUUID();
    const rows = count('other_data');
    const first = await h.call('addManualEntry', {
      token: h.tokens.engineer,
      json: entry('engineer'),
      headers: keyed(key),
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    // The answer was lost on the way: the client sends the same write again with its key.
    const again = await h.call('addManualEntry', {
      token: h.tokens.engineer,
      json: entry('engineer'),
      headers: keyed(key),
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(count('other_data')).toBe(rows + 1);
  });

  it('the same key with another body or another operation is refused with 422 and writes nothing', async () => {
    const key = randomUUID();
    await h.call('addManualEntry', {
      token: h.tokens.engineer,
      json: entry('engineer'),
      headers: keyed(key),
    });
    const before = rowCounts(h.server.db);
    const other = await h.call('addManualEntry', {
      token: h.tokens.engineer,
      json: entry('engineer', 124),
      headers: keyed(key),
    });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ reason: 'idempotencyKeyReused' });
    expect((other.body as { message: string }).message).toMatch(/Idempotency-Key/);
    const elsewhere = await h.call('insertAggregateInfo', {
      token: h.tokens.engineer,
      json: {
        insertTemperature: 85,
        insertTime: Math.floor(h.clock.now() / 1000) - 600,
        user: 'engineer',
        cId: 1,
        typeId: 1,
        aggregateStage: 1,
      },
      headers: keyed(key),
    });
    expect(elsewhere.status).toBe(422);
    expect(rowCounts(h.server.db)).toEqual(before);
  });

  it('keys are per user: another user with the same key writes their own row', async () => {
    const key = randomUUID();
    const rows = count('other_data');
    const mine = await h.call('addManualEntry', {
      token: h.tokens.engineer,
      json: entry('engineer'),
      headers: keyed(key),
    });
    const theirs = await h.call('addManualEntry', {
      token: h.tokens.admin,
      json: entry('admin'),
      headers: keyed(key),
    });
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    expect(count('other_data')).toBe(rows + 2);
  });

  it('concurrent duplicates (a double tap, a retry racing the first send) write one row', async () => {
    const key = randomUUID();
    const rows = count('other_data');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        h.call('addManualEntry', {
          token: h.tokens.engineer,
          json: entry('engineer', 131),
          headers: keyed(key),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(5);
    expect(count('other_data')).toBe(rows + 1);
  });

  it('a refused request keeps no key: the corrected write with the same key goes through once', async () => {
    const key = randomUUID();
    const before = rowCounts(h.server.db);
    const future = await h.call('addManualEntry', {
      token: h.tokens.engineer,
      json: entry('engineer', 120, h.clock.now() + 3_600_000),
      headers: keyed(key),
    });
    expect(future.status).toBe(400);
    expect((future.body as { message: string }).message).toBe('Entry time is later than the current time');
    expect(rowCounts(h.server.db)).toEqual(before);
    const fixed = await h.call('addManualEntry', {
      token: h.tokens.engineer,
      json: entry('engineer', 120),
      headers: keyed(key),
    });
    expect(fixed.status).toBe(200);
    expect(count('other_data')).toBe((before.other_data ?? 0) + 1);
  });

  it('refuses a malformed key (8-255 visible ASCII characters) with 400 and writes nothing', async () => {
    const before = rowCounts(h.server.db);
    for (const bad of ['short', 'x'.repeat(256), 'with a space in it']) {
      const r = await h.call('addManualEntry', {
        token: h.tokens.engineer,
        json: entry('engineer'),
        headers: keyed(bad),
      });
      expect(r.status, bad).toBe(400);
      expect((r.body as { message: string }).message).toMatch(/^header idempotency-key/);
    }
    expect(rowCounts(h.server.db)).toEqual(before);
  });

  it('without a key a legacy client is served as before (each send writes)', async () => {
    const rows = count('other_data');
    await h.call('addManualEntry', { token: h.tokens.engineer, json: entry('engineer', 140) });
    await h.call('addManualEntry', { token: h.tokens.engineer, json: entry('engineer', 140) });
    expect(count('other_data')).toBe(rows + 2);
  });
});

describe('Idempotency-Key on the other writes', () => {
  it('a loop command sent twice with its key is recorded once, through either URL', async () => {
    const { rackId, loop } = onlineLoop();
    const key = randomUUID();
    const query = {
      cmd: 1,
      cmd_value: 2,
      cmd_value2: 40,
      from_who: 'engineer',
      loop_id: loop,
      rack_id: rackId,
    };
    const commands = count('loop_cmds');
    const first = await h.call('issueLoopCommand', { token: h.tokens.engineer, query, headers: keyed(key) });
    const again = await h.call('issueLoopCommand', { token: h.tokens.engineer, query, headers: keyed(key) });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(count('loop_cmds')).toBe(commands + 1);
    // The same key on /myapi.php is another operation: refused, not run.
    const myapi = await h.call('issueLoopCommandMyapi', {
      token: h.tokens.engineer,
      query: { ...query, loop_id: 0, rack_id: 0, textLoop: String(loop) },
      headers: keyed(key),
    });
    expect(myapi.status).toBe(422);
    expect(count('loop_cmds')).toBe(commands + 1);
  });

  it('a reversal setting, an aggregate entry and a handling record are each written once', async () => {
    const { rackId } = onlineLoop();
    const auto = one<{ c_id: number }>('SELECT c_id FROM reverse_settings WHERE c_rack = ? LIMIT 1', rackId);
    const manual = { c_cmd: 1, c_who: 'admin', c_cmd_value: 1, c_auto_id: auto.c_id };
    const reverseKey = randomUUID();
    const logs = count('reverse_logs');
    for (let i = 0; i < 2; i += 1) {
      const r = await h.call('setAutoReverse', {
        token: h.tokens.admin,
        json: manual,
        headers: keyed(reverseKey),
      });
      expect((r.body as { data: { result: number } }).data.result).toBe(1);
    }
    expect(count('reverse_logs')).toBe(logs + 1);

    const aggregateKey = randomUUID();
    const records = count('aggregate_data');
    const insert = {
      insertTemperature: 92,
      insertTime: Math.floor(h.clock.now() / 1000) - 600,
      user: 'engineer',
      cId: 1,
      typeId: 1,
      aggregateStage: 1,
    };
    for (let i = 0; i < 2; i += 1) {
      const r = await h.call('insertAggregateInfo', {
        token: h.tokens.engineer,
        json: insert,
        headers: keyed(aggregateKey),
      });
      expect((r.body as { data: string }).data).toBe('entry complete');
    }
    expect(count('aggregate_data')).toBe(records + 1);

    const recordKey = randomUUID();
    const hive = one<{ c_id: number }>('SELECT c_id FROM hives ORDER BY c_id LIMIT 1').c_id;
    const handling = count('detail_records');
    for (let i = 0; i < 2; i += 1) {
      await h.call('addDetailRecord', {
        token: h.tokens.engineer,
        form: { c_hive_id: hive, c_what: '加大通水流量', c_who: 'engineer' },
        headers: keyed(recordKey),
      });
    }
    expect(count('detail_records')).toBe(handling + 1);
  });

  it('a business failure that changed nothing keeps no key (a reversal on an offline cabinet)', async () => {
    const offline = one<{ c_id: number } | undefined>(
      "SELECT s.c_id FROM reverse_settings s JOIN racks r ON r.c_id = s.c_rack WHERE r.fault != 'none' LIMIT 1",
    );
    expect(offline, 'the seed has an offline cabinet with a reversal setting').toBeDefined();
    if (!offline) return;
    const key = randomUUID();
    const keys = count('idempotency_keys');
    const r = await h.call('setAutoReverse', {
      token: h.tokens.admin,
      json: { c_cmd: 1, c_who: 'admin', c_cmd_value: 0, c_auto_id: offline.c_id },
      headers: keyed(key),
    });
    expect((r.body as { data: { result: number } }).data.result).toBe(-1);
    expect(count('idempotency_keys')).toBe(keys);
  });
});

describe('the contract and the domain agree', () => {
  it('entry temperatures: the contract bounds (tenths) are the domain range (°C)', () => {
    const schemas = (h.server.contract.document.components as { schemas: Record<string, unknown> }).schemas;
    const bounds = (schema: string, field: string) => {
      const p = (schemas[schema] as { properties: Record<string, { minimum: number; maximum: number }> })
        .properties[field];
      return { min: (p?.minimum ?? 0) / 10, max: (p?.maximum ?? 0) / 10 };
    };
    expect(bounds('ManualEntry', 'c_value')).toEqual(ENTRY_TEMP_RANGE_C);
    expect(bounds('AggregateInsert', 'insertTemperature')).toEqual(ENTRY_TEMP_RANGE_C);
  });

  it('lets a browser send the key across origins (CORS preflight)', async () => {
    const response = await fetch(`${h.server.url}/pqt/add_other_data`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://portal.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toContain(
      'idempotent-replayed',
    );
  });
});

describe('the store keeps answers for a limited time', () => {
  it(`forgets a key after ${IDEMPOTENCY_KEY_TTL_S / 86_400} days`, async () => {
    const key = randomUUID();
    const at = h.clock.now() - 60_000;
    await h.call('addManualEntry', {
      token: h.tokens.engineer,
      json: entry('engineer', 150, at),
      headers: keyed(key),
    });
    const keys = count('idempotency_keys');
    h.clock.advance((IDEMPOTENCY_KEY_TTL_S + 60) * 1000);
    // The site runs on meanwhile (the simulator adds readings): count this user's entries of that value.
    const mine = () =>
      one<{ n: number }>("SELECT count(*) AS n FROM other_data WHERE c_who = 'engineer' AND c_value = 150").n;
    const rows = mine();
    const late = await h.call('addManualEntry', {
      token: h.tokens.engineer,
      json: entry('engineer', 150, at),
      headers: keyed(key),
    });
    expect(late.headers.get('Idempotent-Replayed')).toBeNull();
    expect(mine()).toBe(rows + 1);
    // Every stored answer older than the limit was purged; the new one is kept.
    expect(count('idempotency_keys')).toBeLessThanOrEqual(keys);
    expect(
      one<{ n: number }>(
        'SELECT count(*) AS n FROM idempotency_keys WHERE created_at < ?',
        Math.floor(h.clock.now() / 1000) - IDEMPOTENCY_KEY_TTL_S,
      ).n,
    ).toBe(0);
    // The clock jump makes the simulator run a week of the site: seconds on a busy CI machine.
  }, 60_000);
});
