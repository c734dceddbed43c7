/**
 * Every number parameter of every operation, written as a careless or hostile client would (issue: huge page
 * numbers answered 500 on 17 operations, `Infinity` passed as an integer, `0x10` and ` 7 ` were read as
 * numbers): each is answered 400, never 5xx, and a refused request writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationSpec } from '../../demo/server/http/spec.ts';
import { type Harness, startHarness } from '../contract/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.stop());

type Schema = { type?: string; enum?: unknown[]; minimum?: number; maximum?: number; default?: unknown };

/** Written otherwise than as a plain decimal, or beyond any real value. */
const HOSTILE = [
  'Infinity',
  '-Infinity',
  'NaN',
  '0x10',
  ' 7 ',
  '1e300',
  '1e3',
  '+1',
  '999999999999999999999',
];
/**
 * Plain decimals beyond every range the contract declares (page numbers, epoch seconds): refused where a
 * maximum is declared; an id no row has is simply not found (an empty answer), never a 5xx.
 */
const HUGE = ['999999999999999', '-999999999999999'];

/** A plausible value for a parameter, so that the one under test is what the server judges. */
function plausible(schema: Schema): string {
  if (schema.enum && schema.enum.length > 0) return String(schema.enum[0]);
  if (schema.default !== undefined) return String(schema.default);
  if (schema.type === 'integer' || schema.type === 'number') return String(Math.max(1, schema.minimum ?? 1));
  return 'a';
}

/** Row counts of the tables a handler writes (not the audit, throttling or session tables). */
function writes(): number {
  const tables = (
    h.server.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
  )
    .map((t) => t.name)
    .filter((name) => !/token|session|attempt|throttle|audit|idempot|link|sqlite/i.test(name));
  return tables.reduce(
    (sum, name) =>
      sum + (h.server.db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n,
    0,
  );
}

function numberParams(op: OperationSpec) {
  return op.params.filter((p) => {
    const type = (p.schema as Schema).type;
    return !p.deepObject && (type === 'integer' || type === 'number');
  });
}

describe('number parameters of every operation', () => {
  it('are refused with 400 when hostile or beyond their range, never 5xx, and nothing is written', async () => {
    const operations = [...h.server.contract.operations.values()].filter(
      (op) => numberParams(op).length > 0 && op.operationId !== 'login',
    );
    expect(operations.length).toBeGreaterThan(40);
    let requests = 0;
    const serverErrors: string[] = [];
    const accepted: string[] = [];
    const before = writes();
    for (const op of operations) {
      const base = Object.fromEntries(op.params.map((p) => [p.name, plausible(p.schema as Schema)]));
      for (const param of numberParams(op)) {
        const schema = param.schema as Schema;
        const values = [...HOSTILE, ...(schema.enum ? [] : HUGE)];
        for (const value of values) {
          const mustRefuse = HOSTILE.includes(value) || schema.maximum !== undefined;
          const answer = await h.call(op.operationId, {
            token: h.tokens.admin,
            query: { ...base, from_who: 'admin', [param.name]: value },
            validate: false,
          });
          requests++;
          const label = `${op.operationId} ${param.name}=${JSON.stringify(value)} → ${answer.status}`;
          if (answer.status >= 500) serverErrors.push(label);
          else if (answer.status < 400 && mustRefuse) accepted.push(label);
        }
      }
    }
    expect(serverErrors).toEqual([]);
    expect(accepted).toEqual([]);
    expect(writes()).toBe(before);
    expect(requests).toBeGreaterThan(500);
  }, 120_000);
});
