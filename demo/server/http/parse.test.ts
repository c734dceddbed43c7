/**
 * The resolve and parse stages on their own: what a handler's `OperationContext` promises is what they hand
 * over (a number parameter is a number, converted once), and what does not match is answered before any
 * handler runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from './context.ts';
import { type Parsed, parse } from './parse.ts';
import { receive } from './receive.ts';
import { resolve } from './resolve.ts';
import { type Contract, loadContract } from './spec.ts';

let contract: Contract;
beforeAll(() => {
  contract = loadContract();
});

/** A request through receive, resolve and parse (every operation has a handler): its operation and answer. */
async function through(url: string, init: RequestInit = {}) {
  const received = await receive(new Request(`http://damtherm.test${url}`, init), 1024);
  if (received instanceof Response) return { operationId: undefined, answer: received };
  const handlers = Object.fromEntries([...contract.operations.keys()].map((id) => [id, () => ok()]));
  const route = resolve(received, contract, handlers);
  if (route instanceof Response) return { operationId: undefined, answer: route };
  return { operationId: route.op.operationId, answer: await parse(received, route.op) };
}

function accepted(answer: Parsed | Response): Parsed {
  if (answer instanceof Response) throw new Error(`refused with ${answer.status}`);
  return answer;
}

describe('the parse stage', () => {
  it('converts number parameters once, gathers deepObject ones and leaves the credentials out', async () => {
    const r = await through(
      '/pqt_php/api_getMoreLoopData?rack_id=3&loop_id=12&mode[which]=define&mode[input_hour]=6&start=&access_token=t',
    );
    expect(r.operationId).toBe('getLoopRecords');
    expect(accepted(r.answer).query).toEqual({
      rack_id: 3,
      loop_id: 12,
      mode: { which: 'define', input_hour: 6 },
    });
  });

  it('converts a form body sent to a legacy URL, and keeps the Idempotency-Key of a write', async () => {
    const key = '2b1f0d6e-3c1a-4f7e-9a51-0c6f1d2e3a4b';
    const r = await through('/myapi.php?api=add_detail_record', {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      body: new URLSearchParams({ c_hive_id: '5', c_what: 'checked', c_who: 'engineer' }),
    });
    expect(r.operationId).toBe('addDetailRecord');
    const parsed = accepted(r.answer);
    expect(parsed.body).toEqual({ c_hive_id: 5, c_what: 'checked', c_who: 'engineer' });
    expect(parsed.idempotencyKey).toBe(key);
  });

  it('answers 400 naming a number parameter not written as a plain decimal', async () => {
    const { answer } = await through('/pqt_php/api_getMoreLoopData?rack_id=0x10&loop_id=1');
    if (!(answer instanceof Response)) throw new Error('a hex rack_id was accepted');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      message: expect.stringContaining('query parameter rack_id'),
    });
  });
});
