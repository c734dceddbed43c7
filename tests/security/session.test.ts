/**
 * Issue 20: the scan login bound to the browser that started it (a secret only it holds, states of at
 * least 128 bits); tokens stored as hashes, capped per user, taken as `Authorization: Bearer`; downloads
 * through one-minute links for one path instead of the session token.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIVE_TOKENS, sha256Hex } from '../../demo/server/auth.ts';
import { count, type SecurityServer, startSecurityServer } from './support.ts';

let s: SecurityServer;
let admin: string;
let engineer: string;
let visitor: string;
beforeAll(async () => {
  s = await startSecurityServer();
  admin = await s.token('admin');
  engineer = await s.token('engineer');
  visitor = await s.token('visitor');
}, 60_000);
afterAll(() => s.stop());

const random = () => randomBytes(24).toString('base64url'); // 32 characters, 192 bits
const scan = (query: Record<string, string | number>, token?: string) =>
  s.get(
    `/dn/forWxCode?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );

describe('scan login', () => {
  it('refuses short states and polls without the secret', async () => {
    for (const state of ['aaaaaaaa', 'scan-state-0123456789', 'x'.repeat(31)]) {
      const r = await scan({ token: state, type: 0, secret: random() });
      expect(r.status, state).toBe(400);
    }
    const state = random();
    expect((await scan({ token: state, type: 0 })).status).toBe(400);
    expect((await scan({ token: state, type: 0, secret: 'short' })).status).toBe(400);
    expect(count(s, 'scan_logins')).toBe(0);
  });

  it('hands the token to the browser that started it, once, and to nobody else', async () => {
    const state = random();
    const secret = random();
    expect(await (await scan({ token: state, type: 0, secret })).json()).toMatchObject({ data: 'waiting' });
    expect(await (await scan({ token: state, type: 0, userIdx: 'engineer' }, engineer)).json()).toMatchObject(
      { data: 'waiting' },
    );
    expect((await (await scan({ token: state, type: 1, userIdx: 'admin' }, admin)).json()).code).toBe(200);

    // The attack: someone else polls the confirmed state first.
    const thief = await scan({ token: state, type: 0, secret: random() });
    expect(thief.status).toBe(403);
    expect(JSON.stringify(await thief.json())).not.toMatch(/"data":"[\w-]{40,}"/);
    expect((await scan({ token: state, type: 0 })).status).toBe(400);

    const mine = (await (await scan({ token: state, type: 0, secret })).json()) as { data: string };
    expect(mine.data).not.toBe('waiting');
    const info = await (
      await s.get('/cytUser/getInfo', { headers: { authorization: `Bearer ${mine.data}` } })
    ).json();
    expect(info.data.userId).toBe('engineer');
    const audit = s.server.db
      .prepare("SELECT c_actor, c_target FROM audit_log WHERE c_action = 'confirmScanLogin'")
      .all();
    expect(audit).toEqual([{ c_actor: 'admin', c_target: 'engineer' }]);
    // Once: the state is gone.
    expect((await (await scan({ token: state, type: 0, secret })).json()).data).toBe('waiting');
  });

  it('keeps the visitor out: no scan login asked for the visitor', async () => {
    const state = random();
    await scan({ token: state, type: 0, secret: random() });
    const r = await scan({ token: state, type: 0, userIdx: 'visitor' }, visitor);
    expect(r.status).toBe(403);
    expect(count(s, 'scan_logins', 'user_id IS NOT NULL AND state = ?', state)).toBe(0);
  });
});

describe('approvals', () => {
  it('are recorded in the audit log with the administrator', async () => {
    const approve = await s.get('/myapi.php?api=api_check_user_sc&c_id=newhire', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect((await approve.json()).data).toBe('ok');
    const rows = s.server.db
      .prepare("SELECT c_actor, c_target, c_address FROM audit_log WHERE c_action = 'approveUser'")
      .all();
    expect(rows).toEqual([{ c_actor: 'admin', c_target: 'newhire', c_address: '127.0.0.1' }]);
  });
});

describe('tokens', () => {
  it('are stored as SHA-256 only', async () => {
    const t = await s.token('engineer');
    expect(count(s, 'tokens', 'token = ?', t)).toBe(0);
    expect(count(s, 'tokens', 'token = ?', sha256Hex(t))).toBe(1);
  });

  it(`are capped at ${MAX_LIVE_TOKENS} live ones per user: the oldest are revoked`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i < MAX_LIVE_TOKENS + 2; i++) {
      tokens.push(await s.token('admin'));
      s.clock.advance(1000);
    }
    const live = count(s, 'tokens', "user_id = 'admin' AND revoked_at IS NULL");
    expect(live).toBe(MAX_LIVE_TOKENS);
    const status = async (t: string) => (await s.get(`/cytUser/getInfo?access_token=${t}`)).status;
    expect(await status(tokens[0] as string)).toBe(401);
    expect(await status(tokens[1] as string)).toBe(401);
    expect(await status(tokens.at(-1) as string)).toBe(200);
    admin = tokens.at(-1) as string;
  });

  it('are taken as Authorization: Bearer beside access_token', async () => {
    const bearer = await s.get('/cytUser/getInfo', { headers: { authorization: `Bearer ${engineer}` } });
    expect((await bearer.json()).data.userId).toBe('engineer');
    const legacy = await s.get(`/cytUser/getInfo?access_token=${engineer}`);
    expect((await legacy.json()).data.userId).toBe('engineer');
    const forged = await s.get('/cytUser/getInfo', { headers: { authorization: 'Bearer forged' } });
    expect(forged.status).toBe(401);
  });
});

describe('download links', () => {
  const exportPath = '/api/getAllTemperatureData?id=1';
  const link = async (path: string, token = engineer) =>
    s.post('/dn/downloadLink', { path }, { headers: { authorization: `Bearer ${token}` } });

  it('open one download for a minute, without the session token', async () => {
    const answer = (await (await link(exportPath)).json()) as { data: { url: string; expiresAt: number } };
    expect(answer.data.url).not.toContain(engineer);
    expect(answer.data.url).not.toContain('access_token');
    const csv = await s.get(answer.data.url);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);

    // Another bay, another path, a changed parameter: refused.
    expect((await s.get(answer.data.url.replace('id=1', 'id=2'))).status).toBe(401);
    expect((await s.get(answer.data.url.replace('getAllTemperatureData', 'getAllFlowData'))).status).toBe(
      401,
    );
    // A JSON read cannot be opened with it.
    const dl = new URL(answer.data.url, s.url).searchParams.get('dl') as string;
    expect((await s.get(`/cytUser/getInfo?dl=${encodeURIComponent(dl)}`)).status).toBe(401);
    // After 60 s it is refused.
    s.clock.advance(61_000);
    expect((await s.get(answer.data.url)).status).toBe(401);
  });

  it('are made for downloads only, and only for a signed-in user', async () => {
    expect((await link('/cytUser/getInfo')).status).toBe(400);
    expect((await link('https://evil.example/x')).status).toBe(400);
    expect((await s.post('/dn/downloadLink', { path: exportPath })).status).toBe(401);
  });
});
