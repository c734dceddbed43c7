/**
 * A local stand-in for the WeChat authorisation service, so the scan login runs end to end without the
 * network: `GET /fake-wechat/authorize?user=<login name>|openid=<openid>&redirect_uri=<url>&state=<s>` hands
 * out a one-time code for that WeChat identity and redirects to `redirect_uri?code=…&state=…` (or answers
 * `{ code, state }` as JSON without a redirect). The code is then exchanged by `/dn/wxLogin`.
 */
import type { Hono } from 'hono';
import { randomCode } from './auth.ts';
import type { Db } from './db.ts';

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

export function fakeWechat(db: Db, nowSeconds: () => number) {
  return (app: Hono) => {
    app.get('/fake-wechat/authorize', (c) => {
      const user = c.req.query('user');
      let openid = c.req.query('openid') ?? '';
      if (!openid && user) {
        const row = db.prepare('SELECT wx_openid FROM users WHERE c_id = ?').get(user) as
          | { wx_openid: string | null }
          | undefined;
        openid = row?.wx_openid ?? '';
      }
      if (!openid) return c.json({ message: 'unknown WeChat user' }, 400);
      const code = randomCode();
      db.prepare('INSERT INTO wx_codes (code, openid, created_at) VALUES (?, ?, ?)').run(
        code,
        openid,
        nowSeconds(),
      );
      const state = c.req.query('state') ?? '';
      const redirect = c.req.query('redirect_uri');
      if (!redirect) return c.json({ code, state });
      if (!safeRedirect(redirect)) return c.json({ message: 'redirect_uri must stay on this machine' }, 400);
      const target = new URL(redirect, 'http://placeholder');
      target.searchParams.set('code', code);
      if (state) target.searchParams.set('state', state);
      const location = redirect.startsWith('/') ? `${target.pathname}${target.search}` : target.toString();
      return c.redirect(location, 302);
    });
  };
}
