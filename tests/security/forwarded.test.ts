/**
 * `X-Forwarded-For` names the client only when a trusted proxy sent it (`trustedProxies`,
 * DAM_TRUSTED_PROXIES; nobody by default). A client that writes the header itself, rotating it at will,
 * changes neither the address the audit log records nor the count of the per-address login throttle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../demo/server/auth.ts';
import { proxyTrust } from '../../demo/server/http/address.ts';
import { ADDRESS_RULE } from '../../demo/server/throttle.ts';
import { type SecurityServer, startSecurityServer } from './support.ts';

function loginAs(s: SecurityServer, user: string, forwardedFor?: string): Promise<Response> {
  return fetch(`${s.url}/cytUser/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    body: JSON.stringify({ username: user, userpwd: md5Hex('wrong') }),
  });
}

function failedAddresses(s: SecurityServer): string[] {
  return (
    s.server.db
      .prepare("SELECT c_address FROM audit_log WHERE c_action = 'loginFailed' ORDER BY c_id")
      .all() as { c_address: string }[]
  ).map((r) => r.c_address);
}

describe('a client that sends X-Forwarded-For itself (no trusted proxy)', () => {
  let s: SecurityServer;
  beforeAll(async () => {
    s = await startSecurityServer();
  }, 60_000);
  afterAll(() => s.stop());

  it('is recorded under its own address, and its guesses count against that address', async () => {
    for (let i = 0; i < ADDRESS_RULE.free + 1; i++) {
      const answer = await loginAs(s, `nobody-${i}`, `198.51.100.${i + 1}`);
      expect(answer.status).toBe(200);
    }
    expect(new Set(failedAddresses(s))).toEqual(new Set(['127.0.0.1']));
    // The next guess, whatever address it claims, meets the closed door of the real one.
    expect((await loginAs(s, 'someone-else', '203.0.113.9')).status).toBe(429);
  }, 60_000);
});

describe('behind a trusted proxy', () => {
  let s: SecurityServer;
  beforeAll(async () => {
    s = await startSecurityServer({ trustedProxies: ['loopback'] });
  }, 60_000);
  afterAll(() => s.stop());

  it('records the hop the proxy added, never what the client wrote before it', async () => {
    await loginAs(s, 'nobody', '192.0.2.1, 198.51.100.7');
    await loginAs(s, 'nobody', '198.51.100.8');
    // Trusted hops on the right are passed over to the first address no trusted proxy has.
    await loginAs(s, 'nobody', '198.51.100.9, 127.0.0.1');
    expect(failedAddresses(s)).toEqual(['198.51.100.7', '198.51.100.8', '198.51.100.9']);
  });
});

describe('proxyTrust', () => {
  it('trusts loopback, listed addresses (in either IPv4 form) and nothing else', () => {
    const none = proxyTrust([]);
    expect(['127.0.0.1', '::1', '10.0.0.1'].some(none)).toBe(false);
    const loopback = proxyTrust(['loopback']);
    expect(['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'].every(loopback)).toBe(true);
    expect(loopback('10.0.0.1')).toBe(false);
    const listed = proxyTrust(['10.0.0.1', ' 10.0.0.2 ']);
    expect(['10.0.0.1', '::ffff:10.0.0.2'].every(listed)).toBe(true);
    expect(['10.0.0.3', '127.0.0.1'].some(listed)).toBe(false);
  });
});
