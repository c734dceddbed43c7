/**
 * Every act that changes equipment, accounts or files leaves an audit row. The writes are enumerated from
 * the contract and the handlers (any operation that is not a GET, takes an Idempotency-Key, or whose handler
 * writes SQL or files), and each must be listed below with its audit action or with the reason it has none:
 * a new write that is neither fails here. Each audited act is then done once and its row looked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '../../demo/server/audit.ts';
import { AUDIT_ACTIONS, type AuditAction } from '../../demo/server/audit.ts';
import { md5Hex } from '../../demo/server/auth.ts';
import { handlers } from '../../demo/server/handlers/index.ts';
import { type Harness, startHarness } from '../contract/harness.ts';

/** The writes that change equipment, accounts or files, and the action their row carries. */
const AUDITED: Record<string, AuditAction> = {
  issueLoopCommand: 'loopCommand',
  issueLoopCommandMyapi: 'loopCommand',
  setAutoReverse: 'reversal',
  restartRack: 'restartCabinet',
  registerUser: 'registerUser',
  approveUser: 'approveUser',
  changePassword: 'changePassword',
  changeOwnPassword: 'changePassword',
  changeOwnPasswordMyapi: 'changePassword',
  forWxCode: 'confirmScanLogin',
  uploadFile: 'uploadFile',
  deleteFile: 'deleteFile',
};

/** The writes that change none of them, and why they leave no row. */
const NOT_AUDITED: Record<string, string> = {
  login: 'a sign-in changes nothing but a session; a wrong password is recorded as loginFailed',
  loginLegacy: 'as login',
  wxLogin: 'a sign-in with a scan code; its confirmation by an administrator is recorded (forWxCode)',
  logout: 'ends the caller’s own session',
  postFeedback: 'a message, kept with its author and time',
  addDetailRecord: 'a handling record: the row itself names its author and time',
  addManualEntry: 'a hand-entered reading: the row itself names its author and time',
  insertAggregateInfo: 'a hand-entered reading: the row itself names its author and time',
  markWarningsRead: 'the caller’s own read marks',
  createDownloadLink: 'signs a link; nothing is stored',
};

/** SQL that changes rows, or the file store, in a handler's own text. */
const WRITES_IN_SOURCE = /\b(INSERT|UPDATE|DELETE|REPLACE)\b|store\.(save|remove)|recordAudit|transaction\(/;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.stop());

/** A row of the log as the server answers it. */
type Entry = AuditRow;

async function latest(action: AuditAction): Promise<{ count: number; first: Entry | undefined }> {
  const answer = await h.call('getAuditLog', {
    token: h.tokens.admin,
    query: { pageIndex: 1, pageSize: 5, action },
  });
  expect(answer.status).toBe(200);
  const data = (answer.body as { data: { count: number; list: Entry[] } }).data;
  return { count: data.count, first: data.list[0] };
}

/** Does `act`, and expects exactly one new row of `action`; returns it. */
async function expectAudited(action: AuditAction, act: () => Promise<unknown>): Promise<Entry> {
  const before = (await latest(action)).count;
  await act();
  const after = await latest(action);
  expect(after.count, action).toBe(before + 1);
  return after.first as Entry;
}

function one<T>(sql: string, ...args: (string | number)[]): T {
  return h.server.db.prepare(sql).get(...args) as T;
}

/** A reversible loop on a cabinet that answers. */
function reversibleLoop(): { id: number; rack: number; loop: number } {
  return one(
    `SELECT s.c_id AS id, s.c_rack AS rack, s.c_loop AS loop FROM reverse_settings s JOIN racks r ON r.c_id = s.c_rack
     WHERE r.fault NOT IN ('never', 'offline') ORDER BY s.c_id LIMIT 1`,
  );
}

describe('audit coverage', () => {
  it('lists every write of the contract as audited or not, with a reason', () => {
    const writes = new Set<string>();
    for (const op of h.server.contract.operations.values()) {
      const takesKey = JSON.stringify(op.raw.parameters ?? []).includes('IdempotencyKey');
      const handler = handlers[op.operationId as keyof typeof handlers] as unknown as
        | ((...args: unknown[]) => unknown)
        | undefined;
      if (op.method !== 'GET' || takesKey || WRITES_IN_SOURCE.test(String(handler)))
        writes.add(op.operationId);
    }
    const listed = new Set([...Object.keys(AUDITED), ...Object.keys(NOT_AUDITED)]);
    const unlisted = [...writes].filter((id) => !listed.has(id));
    expect(unlisted, 'writes neither audited nor exempted').toEqual([]);
    const operations = new Set([...h.server.contract.operations.values()].map((op) => op.operationId));
    expect(
      [...listed].filter((id) => !operations.has(id)),
      'listed but not in the contract',
    ).toEqual([]);
  });

  it('offers every recorded action as a filter of the read', () => {
    const op = [...h.server.contract.operations.values()].find((o) => o.operationId === 'getAuditLog');
    const action = op?.params.find((p) => p.name === 'action');
    expect(action?.schema.enum).toEqual([...AUDIT_ACTIONS]);
    for (const a of Object.values(AUDITED)) expect(AUDIT_ACTIONS).toContain(a);
  });

  it('records a manual valve reversal and an automatic one; an offline cabinet as failed', async () => {
    const loop = reversibleLoop();
    const manual = await expectAudited('reversal', async () => {
      const answer = await h.call('setAutoReverse', {
        token: h.tokens.admin,
        json: { c_cmd: 1, c_who: 'admin', c_cmd_value: 1, c_auto_id: loop.id },
      });
      expect((answer.body as { data: { result: number } }).data.result).toBe(1);
    });
    expect(manual).toMatchObject({
      c_actor: 'admin',
      c_target: `cabinet ${loop.rack} · loop ${loop.loop}`,
      c_detail: { mode: 'manual', direction: 1 },
      c_outcome: 'done',
    });
    expect(manual.c_address).toMatch(/127\.0\.0\.1|::1/);
    const automatic = await expectAudited('reversal', () =>
      h.call('setAutoReverse', {
        token: h.tokens.admin,
        json: { c_cmd: 0, c_who: 'admin', c_cmd_value2: 12, c_when_issue: 30, c_auto_id: loop.id },
      }),
    );
    expect(automatic.c_detail).toEqual({ mode: 'automatic', intervalMinutes: 12 * 60 + 30 });

    h.server.db.prepare("UPDATE racks SET fault = 'never' WHERE c_id = ?").run(loop.rack);
    try {
      const offline = await expectAudited('reversal', () =>
        h.call('setAutoReverse', {
          token: h.tokens.admin,
          json: { c_cmd: 1, c_who: 'admin', c_cmd_value: 0, c_auto_id: loop.id },
        }),
      );
      expect(offline.c_outcome).toBe('failed');
    } finally {
      h.server.db.prepare("UPDATE racks SET fault = '' WHERE c_id = ?").run(loop.rack);
    }
  });

  it('records an upload and a deletion of a file', async () => {
    const hive = one<{ c_id: number }>('SELECT c_id FROM hives ORDER BY c_id LIMIT 1').c_id;
    const form = new FormData();
    form.set('hive_id', String(hive));
    form.set('file', new Blob(['a,b\r\n']), '审计.csv');
    const uploaded = await expectAudited('uploadFile', () =>
      h.call('uploadFile', { token: h.tokens.engineer, multipart: form }),
    );
    expect(uploaded).toMatchObject({ c_actor: 'engineer', c_target: `bay ${hive} · 审计.csv` });
    const file = one<{ id: number; stored: string }>(
      "SELECT id, stored FROM files WHERE fileName = '审计.csv'",
    );
    const deleted = await expectAudited('deleteFile', async () => {
      const answer = await h.call('deleteFile', {
        token: h.tokens.admin,
        json: { file_id: file.id, fileUrl: `${hive}/${file.stored}` },
      });
      expect(answer.status).toBe(200);
    });
    expect(deleted).toMatchObject({
      c_actor: 'admin',
      c_target: `bay ${hive} · 审计.csv`,
      c_detail: { uploadedBy: 'engineer' },
    });
  });

  it('records a registration, its approval and password changes', async () => {
    const registered = await expectAudited('registerUser', () =>
      h.call('registerUser', {
        json: {
          api: 'api_register_sc',
          c_id: 'audituser',
          c_name: '审计测试',
          c_mobile: '13700000077',
          c_group_id: 311,
          c_password: md5Hex('audit-pass'),
        },
      }),
    );
    expect(registered).toMatchObject({ c_actor: null, c_target: 'audituser' });
    await expectAudited('approveUser', () =>
      h.call('approveUser', { token: h.tokens.admin, query: { c_id: 'audituser' } }),
    );
    const changed = await expectAudited('changePassword', () =>
      h.call('changePassword', {
        form: { user: 'audituser', oldpass: md5Hex('audit-pass'), newpass: md5Hex('audit-pass-2') },
      }),
    );
    expect(changed).toMatchObject({ c_actor: 'audituser', c_target: 'audituser' });
    const signedIn = await h.call('login', {
      json: { username: 'audituser', userpwd: md5Hex('audit-pass-2') },
    });
    const token = (signedIn.body as { data: { token: string } }).data.token;
    for (const op of ['changeOwnPassword', 'changeOwnPasswordMyapi'] as const) {
      const from = op === 'changeOwnPassword' ? 'audit-pass-2' : 'audit-pass-3';
      const to = op === 'changeOwnPassword' ? 'audit-pass-3' : 'audit-pass-4';
      await expectAudited('changePassword', () =>
        h.call(op, { token, query: { pw: md5Hex(from), password: md5Hex(to), from_who: 'audituser' } }),
      );
    }
  });
});
