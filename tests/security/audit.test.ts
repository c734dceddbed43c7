/**
 * The audit log (issue: "nothing records who restarted a cabinet …"): loop commands and cabinet restarts
 * are recorded with their actor, target and address, in the same write as the act; a refused command
 * leaves no entry; only administrators read the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '../../demo/server/audit.ts';
import { type Harness, startHarness } from '../contract/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.stop());

/** A row of the log as the server answers it. */
type Entry = AuditRow;

async function log(action?: string): Promise<{ count: number; list: Entry[] }> {
  const answer = await h.call('getAuditLog', {
    token: h.tokens.admin,
    query: { pageIndex: 1, pageSize: 50, action },
  });
  expect(answer.status).toBe(200);
  return (answer.body as { data: { count: number; list: Entry[] } }).data;
}

function coolingLoop(): { rackId: number; loop: number; site: string } {
  return h.server.db
    .prepare(
      `SELECT r.c_id AS rackId, c.c_loop AS loop, r.c_site AS site FROM racks r JOIN channels c ON c.rack_id = r.c_id
       WHERE r.kind = 'cooling' AND c.kind = 'loop' ORDER BY r.c_id, c.c_loop LIMIT 1`,
    )
    .get() as { rackId: number; loop: number; site: string };
}

describe('audit log', () => {
  it('records a loop command with who, what and from where; a refused one leaves nothing', async () => {
    const { rackId, loop } = coolingLoop();
    const before = (await log('loopCommand')).count;
    const refused = await h.call('issueLoopCommand', {
      token: h.tokens.engineer,
      query: { cmd: 1, cmd_value: 2, cmd_value2: 500, from_who: 'engineer', loop_id: loop, rack_id: rackId },
      validate: false,
    });
    expect(refused.status).toBe(400);
    expect((await log('loopCommand')).count).toBe(before);

    const sent = await h.call('issueLoopCommand', {
      token: h.tokens.engineer,
      query: { cmd: 1, cmd_value: 2, cmd_value2: 35, from_who: 'engineer', loop_id: loop, rack_id: rackId },
    });
    expect(sent.status).toBe(200);
    const after = await log('loopCommand');
    expect(after.count).toBe(before + 1);
    expect(after.list[0]).toMatchObject({
      c_actor: 'engineer',
      c_action: 'loopCommand',
      c_target: `cabinet ${rackId} · loops ${loop}`,
      c_detail: { cabinets: [rackId], loops: [loop], cmd: 1, valueType: 2, value: 35 },
    });
    expect(after.list[0]?.c_address).toMatch(/127\.0\.0\.1|::1/);
  });

  it('records a cabinet restart', async () => {
    const { rackId, site } = coolingLoop();
    const restart = await h.call('restartRack', { token: h.tokens.admin, query: { site, text: rackId } });
    expect(restart.status).toBe(200);
    const entries = await log('restartCabinet');
    expect(entries.list[0]).toMatchObject({ c_actor: 'admin', c_target: `cabinet ${rackId}` });
  });

  it('is read by administrators only', async () => {
    for (const token of [h.tokens.engineer, h.tokens.visitor]) {
      const answer = await h.call('getAuditLog', { token, query: { pageIndex: 1, pageSize: 10 } });
      expect(answer.status).toBe(403);
    }
    const anonymous = await h.call('getAuditLog', { query: { pageIndex: 1, pageSize: 10 } });
    expect(anonymous.status).toBe(401);
  });
});
