/**
 * The warning counts against the warning lists (part 2 §3, §7, §9): for every count of message_warn_count,
 * the count equals the unread standing warnings of the lists it stands for (a cleared one, in a history
 * table or the four-way valve list, is history and shows no unread dot), before and after marking one read
 * and after "mark all read"; every list call answers only its own kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 180_000);

afterAll(async () => {
  await h?.stop();
});

interface Item {
  c_id: number;
  c_type: string;
  readFlag: number;
  c_end_when?: number | null;
}

/** Unread and standing: what a list shows with an unread dot. */
const unreadStanding = (i: Item) => i.readFlag !== 1 && !i.c_end_when;

/** A list call and the kinds it may answer. */
interface ListCall {
  op: string;
  query?: Record<string, string | number>;
  kinds: readonly string[];
  /** A table (`{ total, tabledata }`, paged) or a /pqt page (`{ list, count }`); else a plain array. */
  shape?: 'table' | 'page';
}

const table = (op: string, kind: string): ListCall => ({ op, kinds: [kind], shape: 'table' });
const plain = (op: string, ...kinds: string[]): ListCall => ({ op, kinds });

/** Each count and the lists whose unread warnings it counts (the screens of part 2 §2.6). */
const COUNTED: Record<string, readonly ListCall[]> = {
  temp: [plain('getTempWarns', 'temp')],
  cjk: [table('getCjkWarns', 'cjk'), table('getCjkHistoryWarns', 'cjk')],
  rc: [table('getRcWarns', 'rc'), table('getRcHistoryWarns', 'rc')],
  jz: [table('getJzWarns', 'jz'), table('getJzHistoryWarns', 'jz')],
  ih: [table('getIntempHiveWarnList', 'ih')],
  stageTemp3: [plain('getTempStageWarns', 'stageTemp')],
  dailyDeclineCount: [plain('getDailyDecline', 'dailyDecline')],
  loopUnknown: [{ op: 'getLoopWarns', query: { c_type: 'loopUnknown' }, kinds: ['loopUnknown'] }],
  loopTooBig: [{ op: 'getLoopWarns', query: { c_type: 'loopTooBig' }, kinds: ['loopTooBig'] }],
  loopTooSmall: [{ op: 'getLoopWarns', query: { c_type: 'loopTooSmall' }, kinds: ['loopTooSmall'] }],
  gkj: [plain('getGkjWarns', 'gkj')],
  sitong: [table('getSifaWarnList', 'sitong')],
  tempUnknown: [plain('getTempUnknown', 'tempUnknown')],
  tempTimeout: [plain('getTempTimeout', 'tempTimeout')],
  tempControlChangeRange: [plain('getTempControlChangeRange', 'tempControlChangeRange')],
  inTempRange: [table('getTempRangeWarnList', 'inTempRange')],
};

/** The other list calls: the real-time /pqt pages of outlet, bin-entry and pouring, and the whole flow list. */
const OTHER_LISTS: readonly ListCall[] = [
  { op: 'getCjkTempLists', kinds: ['cjk'], shape: 'page' },
  { op: 'getRcTempLists', kinds: ['rc'], shape: 'page' },
  { op: 'getJzTempLists', kinds: ['jz'], shape: 'page' },
  plain('getLoopWarns', 'loopUnknown', 'loopTooBig', 'loopTooSmall'),
];

/** Every item of a list call, all pages. */
async function itemsOf(call: ListCall, token: string): Promise<Item[]> {
  if (!call.shape) {
    const r = await h.call(call.op, { query: { ...call.query }, token });
    return (r.body as { data: Item[] }).data;
  }
  const out: Item[] = [];
  for (let index = 1; ; index++) {
    const query =
      call.shape === 'table' ? { pageIndex: index, pageSize: 200 } : { current_page: index, page_size: 200 };
    const r = await h.call(call.op, { query, token });
    const body = r.body as { total?: number; tabledata?: Item[]; data?: { list: Item[]; count: number } };
    const rows = call.shape === 'table' ? (body.tabledata ?? []) : (body.data?.list ?? []);
    const total = call.shape === 'table' ? (body.total ?? 0) : (body.data?.count ?? 0);
    out.push(...rows);
    if (rows.length === 0 || out.length >= total) return out;
  }
}

async function countsOf(token: string): Promise<Record<string, number>> {
  const r = await h.call('getWarningCounts', { query: { username: 'engineer' }, token });
  return (r.body as { data: Record<string, number> }).data;
}

/** Each count's unread standing warnings, as its lists show them. */
async function unreadOfLists(token: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [key, calls] of Object.entries(COUNTED)) {
    let n = 0;
    for (const call of calls) n += (await itemsOf(call, token)).filter(unreadStanding).length;
    out[key] = n;
  }
  return out;
}

async function markRead(token: string, body: unknown) {
  const r = await h.call('markWarningsRead', { json: body, token });
  expect(r.status).toBe(200);
}

describe('warning counts and lists', () => {
  it('count every kind, and every list call holds only its own kind', { timeout: 120_000 }, async () => {
    const counts = await countsOf(h.tokens.engineer);
    expect(Object.keys(counts).sort()).toEqual(Object.keys(COUNTED).sort());
    for (const call of [...Object.values(COUNTED).flat(), ...OTHER_LISTS]) {
      const items = await itemsOf(call, h.tokens.engineer);
      for (const item of items)
        expect(call.kinds, `${call.op} answered ${item.c_type}`).toContain(item.c_type);
    }
    // The max-temperature list: max temperatures only, and the seeded site has some.
    const temp = await itemsOf(COUNTED.temp![0]!, h.tokens.engineer);
    expect(temp.length).toBeGreaterThan(0);
    // Cleared warnings only where a list keeps them, and every history row is cleared.
    for (const [op, kind] of [
      ['getCjkHistoryWarns', 'cjk'],
      ['getRcHistoryWarns', 'rc'],
      ['getJzHistoryWarns', 'jz'],
    ] as const) {
      const rows = await itemsOf(table(op, kind), h.tokens.engineer);
      expect(rows.length, op).toBeGreaterThan(0);
      for (const row of rows) expect(row.c_end_when, op).toBeGreaterThan(0);
    }
  });

  it('equal the unread warnings of their lists, before and after marking read', {
    timeout: 180_000,
  }, async () => {
    const token = h.tokens.engineer;
    expect(await countsOf(token)).toEqual(await unreadOfLists(token));

    // One warning of each kind that has one, read by id: its count falls by one.
    const before = await countsOf(token);
    const ids: number[] = [];
    const fell: Record<string, number> = {};
    for (const [key, calls] of Object.entries(COUNTED)) {
      const unread = (await itemsOf(calls[0]!, token)).find(unreadStanding);
      if (unread) {
        ids.push(unread.c_id);
        fell[key] = 1;
      }
    }
    expect(ids.length).toBeGreaterThan(10);
    await markRead(token, { ids });
    const afterOne = await countsOf(token);
    for (const key of Object.keys(COUNTED)) expect(afterOne[key], key).toBe(before[key]! - (fell[key] ?? 0));
    expect(afterOne).toEqual(await unreadOfLists(token));

    // "Mark all read" on the outlet list: its count goes to 0, the others stay.
    await markRead(token, { all: 1, kinds: ['cjk'] });
    const afterList = await countsOf(token);
    expect(afterList.cjk).toBe(0);
    expect({ ...afterList, cjk: 0 }).toEqual({ ...afterOne, cjk: 0 });
    expect(afterList).toEqual(await unreadOfLists(token));

    // "Mark all read" on the messages page: every count goes to 0.
    await markRead(token, { all: 1 });
    const afterAll = await countsOf(token);
    for (const key of Object.keys(COUNTED)) expect(afterAll[key], key).toBe(0);
    expect(afterAll).toEqual(await unreadOfLists(token));

    // The visitor read nothing: its counts are still the lists' unread ones.
    expect(await countsOf(h.tokens.visitor)).toEqual(await unreadOfLists(h.tokens.visitor));
  });
});
