/**
 * Commands are bounded (issue: "commands have no upper bound"): a flow above LOOP_FLOW_MAX, an opening out
 * of 1–100 and a loop number that is not a plain decimal 1–72 are refused with 400 and write nothing; a
 * command to every cabinet at once (cabinet 0) needs the main-power right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../contract/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.stop());

const commands = () => (h.server.db.prepare('SELECT count(*) AS n FROM loop_cmds').get() as { n: number }).n;

/** A connected loop of a cooling cabinet, so an accepted command is really recorded. */
function onlineLoop(): { rackId: number; loop: number } {
  const row = h.server.db
    .prepare(
      `SELECT r.c_id AS rackId, c.c_loop AS loop FROM racks r JOIN channels c ON c.rack_id = r.c_id
       WHERE r.kind = 'cooling' AND c.kind = 'loop' ORDER BY r.c_id, c.c_loop LIMIT 1`,
    )
    .get() as { rackId: number; loop: number };
  return row;
}

function manual(overrides: Record<string, string | number>) {
  const { rackId, loop } = onlineLoop();
  return {
    cmd: 1,
    cmd_value: 1,
    cmd_value2: 20,
    from_who: 'engineer',
    loop_id: loop,
    rack_id: rackId,
    ...overrides,
  };
}

describe('loop command bounds', () => {
  it('refuses a flow above 60 L/min, however it is written, and records nothing', async () => {
    const before = commands();
    for (const value of [61, 100, '1e20', '1e300', 1e20, 'Infinity', '0x10']) {
      for (const kind of [1, 3]) {
        const answer = await h.call('issueLoopCommand', {
          token: h.tokens.engineer,
          query: manual({ cmd_value: kind, cmd_value2: value }),
          validate: false,
        });
        expect(answer.status, `flow ${value}`).toBe(400);
      }
    }
    expect(commands()).toBe(before);
  });

  it('refuses an opening outside 1–100', async () => {
    const before = commands();
    for (const value of [0, 0.5, 101, 1000]) {
      const answer = await h.call('issueLoopCommand', {
        token: h.tokens.engineer,
        query: manual({ cmd_value: 2, cmd_value2: value }),
        validate: false,
      });
      expect(answer.status, `opening ${value}`).toBe(400);
    }
    expect(commands()).toBe(before);
  });

  it('reads loop and cabinet numbers only as plain decimals', async () => {
    const before = commands();
    for (const loop of ['0x10', ' 7 ', '7.0', '+7', '1e1', 'Infinity', '73', '-1']) {
      const answer = await h.call('issueLoopCommand', {
        token: h.tokens.engineer,
        query: manual({ loop_id: loop }),
        validate: false,
      });
      expect(answer.status, `loop ${JSON.stringify(loop)}`).toBe(400);
      expect(answer.text).toMatch(/loop_id/);
    }
    expect(commands()).toBe(before);
  });

  it('accepts the bounds themselves: 60 L/min, opening 1 and 100', async () => {
    for (const [kind, value] of [
      [1, 60],
      [2, 1],
      [2, 100],
    ] as const) {
      const answer = await h.call('issueLoopCommand', {
        token: h.tokens.engineer,
        query: manual({ cmd_value: kind, cmd_value2: value }),
      });
      expect(answer.status).toBe(200);
    }
  });
});

describe('a command to every cabinet (cabinet 0)', () => {
  const everyCabinet = (who: string) => ({
    cmd: 1,
    cmd_value: 2,
    cmd_value2: 100,
    from_who: who,
    loop_id: 0,
    rack_id: 0,
    textLoop: Array.from({ length: 72 }, (_, i) => i + 1).join(','),
  });

  it('is refused without the main-power right, and nothing is recorded', async () => {
    const before = commands();
    const answer = await h.call('issueLoopCommandMyapi', {
      token: h.tokens.engineer,
      query: everyCabinet('engineer'),
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ reason: 'noPermission' });
    expect(commands()).toBe(before);
  });

  it('is carried out for the main-power right, on every cooling cabinet', async () => {
    const cabinets = (
      h.server.db
        .prepare("SELECT count(*) AS n FROM racks WHERE kind = 'cooling' AND fault != 'never'")
        .get() as { n: number }
    ).n;
    const before = commands();
    const answer = await h.call('issueLoopCommandMyapi', {
      token: h.tokens.admin,
      query: everyCabinet('admin'),
    });
    expect(answer.status).toBe(200);
    expect(commands()).toBe(before + cabinets);
  });
});
