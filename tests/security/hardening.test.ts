/**
 * Issue 20, the rest of the list: security headers; large answers compressed; only MD5-hex passwords from
 * clients; the visitor strictly read-only; files deleted only by their uploader or an administrator, written
 * whole or not at all; demo accounts from configuration.
 */
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../demo/server/auth.ts';
import { filesDirOf } from '../../demo/server/files.ts';
import { demoPageHeaders } from '../../demo/server/securityHeaders.ts';
import { startServer } from '../../demo/server/server.ts';
import { count, PASSWORDS, type SecurityServer, startSecurityServer, T0 } from './support.ts';

let s: SecurityServer;
let admin: string;
let engineer: string;
let visitor: string;
beforeAll(async () => {
  s = await startSecurityServer({ accountPasswords: { engineer: 'configured-engineer-pw' } });
  admin = await s.token('admin');
  visitor = await s.token('visitor');
  const login = await s.login('engineer', 'configured-engineer-pw');
  engineer = login.body.data?.token as string;
}, 60_000);
afterAll(() => s.stop());

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** Bytes on the wire of a GET (no automatic decompression), and its content encoding. */
function wire(url: string, token: string, encoding: string) {
  return new Promise<{ bytes: number; encoding: string | undefined }>((resolve, reject) => {
    const req = request(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } });
    req.on('response', (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('headers', () => {
  it('every API answer says nosniff, no referrer and no framing', async () => {
    for (const answer of [
      await s.get('/config.json'),
      await s.get('/cytUser/getInfo', auth(engineer)),
      await s.get('/cytUser/getInfo'),
      await s.get('/no/such/path'),
    ]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it("the demo's pages: own scripts only, framed by the demo itself (the 3D map) and nobody else", () => {
    const csp = demoPageHeaders()['Content-Security-Policy'] as string;
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(demoPageHeaders()['X-Content-Type-Options']).toBe('nosniff');
    expect(demoPageHeaders(['https://api.site.example'])['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.site.example",
    );
  });
});

describe('compression', () => {
  it('compresses a large chart answer: Brotli where accepted, else gzip', async () => {
    const url = `${s.url}/api/getHiveTempData?id=1`;
    const plain = await wire(url, engineer, 'identity');
    const zipped = await wire(url, engineer, 'gzip, deflate');
    const brotli = await wire(url, engineer, 'gzip, deflate, br, zstd');
    const refused = await wire(url, engineer, 'gzip, br;q=0');
    const any = await wire(url, engineer, '*');
    expect(plain.encoding).toBeUndefined();
    expect(zipped.encoding).toBe('gzip');
    expect(brotli.encoding).toBe('br');
    expect(refused.encoding).toBe('gzip');
    expect(any.encoding).toBe('gzip');
    console.log(
      `[security] bay 1 temperature history: ${plain.bytes} B plain, ${zipped.bytes} B gzip, ${brotli.bytes} B Brotli`,
    );
    expect(zipped.bytes).toBeLessThan(plain.bytes / 3);
    expect(brotli.bytes).toBeLessThan(zipped.bytes);
  });
});

describe('passwords from clients', () => {
  it('only the MD5 hex: a plain password is refused, nothing is checked or written', async () => {
    const plain = await s.post('/cytUser/login', { username: 'admin', userpwd: PASSWORDS.admin });
    expect(plain.status).toBe(400);
    const register = await s.post('/cytUser/registerUser', {
      api: 'api_register_sc',
      c_id: 'plainpw',
      c_name: '明文',
      c_mobile: '13700000099',
      c_group_id: 1,
      c_password: 'a-plain-password',
    });
    expect(register.status).toBe(400);
    expect(count(s, 'users', "c_id = 'plainpw'")).toBe(0);
    const change = await s.get(
      `/pqt_php/api_changePassWord?from_who=engineer&pw=${md5Hex('configured-engineer-pw')}&password=12345678`,
      auth(engineer),
    );
    expect(change.status).toBe(400);
    expect((await s.login('engineer', 'configured-engineer-pw')).body.code).toBe(200);
  });
});

describe('demo accounts from configuration', () => {
  it('take the configured password, not the documented one', async () => {
    expect((await s.login('engineer', PASSWORDS.engineer)).body.reason).toBe('loginFailed');
    expect(engineer).toBeTruthy();
  });
});

describe('the visitor', () => {
  it('cannot post feedback', async () => {
    const before = count(s, 'feedback');
    const r = await fetch(`${s.url}/myapi.php?api=api_post_feedback`, {
      method: 'POST',
      headers: { authorization: `Bearer ${visitor}` },
      body: new URLSearchParams({ c_what: '游客反馈', c_who: 'visitor' }),
    });
    expect(await r.json()).toMatchObject({ code: 403, reason: 'noPermission' });
    expect(count(s, 'feedback')).toBe(before);
  });
});

describe('files', () => {
  const upload = async (token: string, name: string, body = 'bytes') => {
    const form = new FormData();
    form.set('hive_id', '1');
    form.set('file', new Blob([body]), name);
    return fetch(`${s.url}/cytFile/uploadFiles`, { method: 'POST', body: form, ...auth(token) });
  };
  const row = (name: string) =>
    s.server.db
      .prepare("SELECT id, hive_id || '/' || stored AS url FROM files WHERE fileName = ?")
      .get(name) as {
      id: number;
      url: string;
    };
  const remove = (token: string, name: string) =>
    s.post('/cytFile/deleteFile', { file_id: row(name).id, fileUrl: row(name).url }, auth(token));

  it('are deleted only by their uploader or an administrator', async () => {
    expect((await (await upload(engineer, 'engineer.txt')).json()).data).toBe('ok');
    expect((await (await upload(admin, 'admin.txt')).json()).data).toBe('ok');
    // The engineer cannot delete the administrator's file; the visitor nobody's.
    expect((await (await remove(engineer, 'admin.txt')).json()).reason).toBe('noPermission');
    expect((await (await remove(visitor, 'engineer.txt')).json()).reason).toBe('noPermission');
    expect(count(s, 'files')).toBe(2);
    expect((await (await remove(engineer, 'engineer.txt')).json()).data).toBe('ok');
    expect((await (await remove(admin, 'admin.txt')).json()).data).toBe('ok');
    expect(count(s, 'files')).toBe(0);
  });

  it('are written whole under a temporary name and renamed: no part file stays behind', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    expect((await (await upload(engineer, 'big.bin', big)).json()).data).toBe('ok');
    const folder = path.join(filesDirOf(s.server.db.location() as string), '1');
    const names = readdirSync(folder);
    expect(names.some((n) => n.endsWith('.part'))).toBe(false);
    const stored = row('big.bin').url.split('/')[1] as string;
    expect(names).toContain(stored);
  });
});

describe('the server without configuration', () => {
  it('seeds the documented demo passwords (the e2e accounts)', async () => {
    const other = await startServer({
      port: 0,
      dbPath: ':memory:',
      clock: { now: () => T0 },
      live: false,
      filesDir: path.join(s.dir, 'files-memory'),
    });
    try {
      const r = await fetch(`${other.url}/cytUser/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'engineer', userpwd: md5Hex(PASSWORDS.engineer) }),
      });
      expect((await r.json()).code).toBe(200);
    } finally {
      await other.close();
    }
  }, 60_000);
});
