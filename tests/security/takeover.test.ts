/**
 * Issue 20, "anyone becomes administrator without a password": the fake WeChat provider exists only when
 * started on purpose, and even then hands out a code only for the account's password; CORS answers only the
 * configured origins, so a page elsewhere can neither read an answer nor send a preflighted write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../demo/server/server.ts';
import { count, PASSWORDS, type SecurityServer, startSecurityServer, T0 } from './support.ts';

const DEMO_ORIGIN = 'http://127.0.0.1:5173';
let flagged: SecurityServer;
let plain: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  flagged = await startSecurityServer({ fakeWeChat: true, corsOrigins: [DEMO_ORIGIN] });
  // The same database, started the ordinary way (no flag, default origins).
  plain = await startServer({
    port: 0,
    dbPath: `${flagged.dir}/db.sqlite`,
    clock: { now: () => T0 },
    live: false,
  });
}, 60_000);
afterAll(async () => {
  await plain.close();
  await flagged.stop();
});

describe('the fake WeChat provider', () => {
  it('does not exist without the flag: the takeover of the issue is a 404', async () => {
    const takeover = await fetch(`${plain.url}/fake-wechat/authorize?user=admin`);
    expect(takeover.status).toBe(404);
    const posted = await fetch(`${plain.url}/fake-wechat/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'admin', password: PASSWORDS.admin }),
    });
    expect(posted.status).toBe(404);
    expect(count(flagged, 'wx_codes')).toBe(0);
  });

  it('with the flag, asks for the password and hands out no code without it', async () => {
    const page = await flagged.get('/fake-wechat/authorize?user=admin&redirect_uri=/wxcode&state=s');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('type="password"');
    expect(html).not.toMatch(/code=/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    for (const body of [{ user: 'admin' }, { user: 'admin', password: '' }]) {
      expect((await flagged.post('/fake-wechat/authorize', body)).status).toBe(400);
    }
    const wrong = await flagged.post('/fake-wechat/authorize', { user: 'admin', password: 'guess' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toMatch(/"code"\s*:\s*"/);
    // A form post (the page's own) with a wrong password shows the page again, with no redirect.
    const form = await fetch(`${flagged.url}/fake-wechat/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ user: 'admin', password: 'guess', redirect_uri: '/wxcode', state: 's' }),
      redirect: 'manual',
    });
    expect(form.status).toBe(401);
    expect(form.headers.get('location')).toBeNull();
    expect(count(flagged, 'wx_codes')).toBe(0);
  });

  it('with the flag and the right password, redirects with a code that signs that user in', async () => {
    const answer = await fetch(`${flagged.url}/fake-wechat/authorize`, {
      method: 'POST',
      body: new URLSearchParams({
        user: 'engineer',
        password: PASSWORDS.engineer,
        redirect_uri: '/wxcode',
        state: 'abc',
      }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location') ?? '', flagged.url);
    expect(location.pathname).toBe('/wxcode');
    expect(location.searchParams.get('state')).toBe('abc');
    const login = await (await flagged.get(`/dn/wxLogin?code=${location.searchParams.get('code')}`)).json();
    expect(login.data.userId).toBe('engineer');
  });

  it('refuses a redirect off this machine', async () => {
    const answer = await flagged.post('/fake-wechat/authorize', {
      user: 'engineer',
      password: PASSWORDS.engineer,
      redirect_uri: 'https://evil.example/steal',
    });
    expect(answer.status).toBe(400);
  });
});

describe('CORS', () => {
  const evil = 'https://evil.example';

  it('gives an unknown origin no Access-Control-Allow-Origin, on answers and on preflights', async () => {
    const read = await flagged.get('/config.json', { headers: { origin: evil } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${flagged.url}/cytUser/login`, {
      method: 'OPTIONS',
      headers: {
        origin: evil,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers') ?? '').not.toContain('content-type');
    // Not even the wildcard of before.
    const plainRead = await fetch(`${plain.url}/config.json`, { headers: { origin: evil } });
    expect(plainRead.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the configured origin (the demo by default), Authorization allowed', async () => {
    const read = await flagged.get('/config.json', { headers: { origin: DEMO_ORIGIN } });
    expect(read.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN);
    const preflight = await fetch(`${flagged.url}/cytUser/getInfo`, {
      method: 'OPTIONS',
      headers: {
        origin: DEMO_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const byDefault = await fetch(`${plain.url}/config.json`, {
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(byDefault.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });
});
