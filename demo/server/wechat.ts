/**
 * A local stand-in for the WeChat authorisation service, so the scan login runs end to end without the
 * network. Mounted only when the server is started with `fakeWeChat: true` (`npm start` and the e2e server,
 * both on loopback), answers only loopback clients, and — like the real service, which only hands out a code
 * to the signed-in owner of the WeChat account — asks for that account's password first:
 *
 * - `GET /fake-wechat/authorize?user=<login>&redirect_uri=<url>&state=<s>`: the sign-in page (no code);
 * - `POST /fake-wechat/authorize` (form or JSON: user, password, redirect_uri, state): with the right password
 *   a one-time code, by a 303 to `redirect_uri?code=…&state=…` or as `{ code, state }` without a redirect.
 *   Wrong passwords count in the login throttle like any other (429 with `Retry-After`).
 *
 * The code is then exchanged by `/dn/wxLogin`.
 */
import type { Context, Hono } from 'hono';
import { recordAudit } from './audit.ts';
import { checkPassword, md5Hex, randomCode } from './auth.ts';
import type { Db } from './db.ts';
import { addressOf, isLoopback } from './http/address.ts';
import { throttleFor } from './throttle.ts';

/** Redirects stay on this machine: a relative path, or http(s)://localhost / 127.0.0.1. */
function safeRedirect(target: string): boolean {
  if (target.startsWith('/') && !target.startsWith('//')) return true;
  try {
    const url = new URL(target);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
    );
  } catch {
    return false;
  }
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );
}

interface Authorize {
  user: string;
  redirect: string;
  state: string;
}

/** The provider's sign-in page: its own strict CSP (no script at all; the form posts to itself). */
function signInPage(c: Context, a: Authorize, problem: string, status: 200 | 401 | 429) {
  const hidden = (name: string, value: string) =>
    value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';
  const html = `<!doctype html>
<html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>WeChat 授权 (local stand-in)</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem auto;max-width:22rem;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem}input{box-sizing:border-box;font:inherit;padding:.5rem;width:100%}button{font:inherit;margin-top:1rem;padding:.6rem;width:100%}p[role=alert]{color:#b00020}</style>
</head><body>
<h1>WeChat 授权 / authorise</h1>
<p>本地模拟的微信授权：输入该账号的密码后才会发放授权码。This local stand-in hands out a code only for the account's password.</p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/fake-wechat/authorize">
${hidden('redirect_uri', a.redirect)}${hidden('state', a.state)}
<label for="user">账号 / Account</label><input id="user" name="user" autocomplete="username" required value="${escapeHtml(a.user)}">
<label for="password">密码 / Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">授权 / Authorise</button>
</form></body></html>`;
  return c.html(html, status, {
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    'cache-control': 'no-store',
  });
}

export function fakeWechat(db: Db, nowSeconds: () => number) {
  return (app: Hono) => {
    app.use('/fake-wechat/*', async (c, next) => {
      if (!isLoopback(addressOf(c))) return c.json({ message: 'no such path' }, 404);
      await next();
    });

    app.get('/fake-wechat/authorize', (c) =>
      signInPage(
        c,
        {
          user: c.req.query('user') ?? '',
          redirect: c.req.query('redirect_uri') ?? '',
          state: c.req.query('state') ?? '',
        },
        '',
        200,
      ),
    );

    app.post('/fake-wechat/authorize', async (c) => {
      const type = c.req.header('content-type') ?? '';
      const wantsJson = type.includes('application/json');
      let fields: Record<string, unknown>;
      try {
        fields = wantsJson ? await c.req.json() : await c.req.parseBody();
      } catch {
        return c.json({ message: 'the body cannot be read' }, 400);
      }
      const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
      const a: Authorize = {
        user: text('user').trim(),
        redirect: text('redirect_uri'),
        state: text('state'),
      };
      if (a.redirect && !safeRedirect(a.redirect))
        return c.json({ message: 'redirect_uri must stay on this machine' }, 400);
      const password = text('password');
      if (!a.user || !password) {
        return wantsJson
          ? c.json({ message: 'user and password are required' }, 400)
          : signInPage(c, a, '请输入账号和密码 / enter the account and its password', 401);
      }

      const keys = { account: a.user, address: addressOf(c) };
      const throttle = throttleFor(db);
      const wait = throttle.begin(keys, nowSeconds() * 1000);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        const message = `Too many failed attempts, try again in ${wait} s`;
        return wantsJson
          ? c.json({ message, code: 429, reason: 'tooManyAttempts', retryAfter: wait }, 429)
          : signInPage(c, a, message, 429);
      }
      const user = await checkPassword(db, a.user, md5Hex(password));
      const granted = user?.status === 'active' && Boolean(user.wx_openid);
      throttle.finish(keys, Boolean(user), nowSeconds() * 1000);
      if (!user) {
        recordAudit(
          db,
          {
            actor: null,
            action: 'loginFailed',
            target: a.user,
            detail: { via: 'wechat' },
            address: keys.address,
          },
          nowSeconds(),
        );
      }
      if (!user || !granted || !user.wx_openid) {
        const message = user ? 'this account has no WeChat identity' : 'wrong account or password';
        return wantsJson ? c.json({ message }, 401) : signInPage(c, a, message, 401);
      }

      const code = randomCode();
      db.prepare('INSERT INTO wx_codes (code, openid, created_at) VALUES (?, ?, ?)').run(
        code,
        user.wx_openid,
        nowSeconds(),
      );
      if (!a.redirect) return c.json({ code, state: a.state });
      const target = new URL(a.redirect, 'http://placeholder');
      target.searchParams.set('code', code);
      if (a.state) target.searchParams.set('state', a.state);
      const location = a.redirect.startsWith('/') ? `${target.pathname}${target.search}` : target.toString();
      return c.redirect(location, 303);
    });
  };
}
