/**
 * Every operation of the contract with malformed input, as a careless client or an attacker sends it: each
 * parameter and body field in turn replaced by hostile values. No answer may be a 5xx, and a refused request
 * (4xx, or a business failure) writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../../demo/server/db.ts';
import { type SecurityServer, startSecurityServer } from './support.ts';

let s: SecurityServer;
let admin: string;
beforeAll(async () => {
  s = await startSecurityServer();
  admin = await s.token('admin');
}, 60_000);
afterAll(() => s.stop());

const HOSTILE = [
  '',
  'x',
  '-1',
  '1e300',
  'Infinity',
  'NaN',
  '0x10',
  ' 7 ',
  '99999999999999999999',
  '../../etc/passwd',
  '%00',
  '<script>',
  'a'.repeat(5000),
];

type Json = Record<string, unknown>;

/** A well-formed value of a parameter: the seeded admin for a user, else what its schema allows first. */
function plausibleValue(name: string, schema: Json): string | number {
  if (/who|user|username|userIdx/i.test(name)) return 'admin';
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0] as string | number;
  if (types.includes('integer') || types.includes('number')) return Number(schema.minimum ?? 1) || 1;
  return 'x';
}
const plausible = (name: string, schema: Json) => String(plausibleValue(name, schema));

describe('fuzz', () => {
  it('answers every malformed request without a 5xx, and a refused one writes nothing', async () => {
    const { contract } = s.server;
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const op of contract.operations.values()) {
      // Logout ends the session every other request here rides on (it has no input to fuzz).
      if (op.operationId === 'logout') continue;
      const legacy = op.path.startsWith('/myapi.php/')
        ? { path: '/myapi.php', api: op.path.slice('/myapi.php/'.length) }
        : { path: op.path, api: undefined };
      const names = op.params.map((p) => p.name);
      const bodySchema = (
        (op.raw.requestBody as Json | undefined)?.content as Record<string, { schema?: Json }> | undefined
      )?.['application/json']?.schema;
      const bodyFields = Object.keys((bodySchema?.properties as Json | undefined) ?? {});
      const targets = [
        ...names.map((n) => ['query', n] as const),
        ...bodyFields.map((n) => ['body', n] as const),
      ];
      for (const [where, name] of targets.length > 0 ? targets : [['query', 'unused'] as const]) {
        for (const value of HOSTILE) {
          const query = new URLSearchParams();
          if (legacy.api) query.set('api', legacy.api);
          // The other required parameters well formed, so the hostile one is what the server meets.
          for (const p of op.params)
            if (p.required && !p.deepObject) query.set(p.name, plausible(p.name, p.schema));
          if (where === 'query') query.set(name, value);
          const fields: Json = {};
          for (const field of (bodySchema?.required as string[] | undefined) ?? []) {
            fields[field] = plausibleValue(
              field,
              ((bodySchema?.properties as Json | undefined)?.[field] ?? {}) as Json,
            );
          }
          const body = where === 'body' ? JSON.stringify({ ...fields, [name]: value }) : undefined;
          const before = rowCounts(s.server.db);
          const response = await fetch(`${s.url}${legacy.path}?${query}`, {
            method: op.method,
            headers: {
              authorization: `Bearer ${admin}`,
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            body: op.method === 'GET' ? undefined : body,
          });
          sent++;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const text = await response.text();
          if (response.status >= 500) {
            failures.push(
              `${op.operationId} ${where}.${name}=${JSON.stringify(value.slice(0, 20))}: ${response.status}`,
            );
            continue;
          }
          let code = 200;
          try {
            code = Number((JSON.parse(text) as { code?: number }).code ?? 200);
          } catch {}
          const refused = response.status >= 400 || code !== 200;
          if (refused && JSON.stringify(rowCounts(s.server.db)) !== JSON.stringify(before)) {
            failures.push(
              `${op.operationId} ${where}.${name}: refused (${response.status}/${code}) but wrote`,
            );
          }
        }
      }
    }
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([k, n]) => `${k}: ${n}`);
    console.log(`[security] fuzz: ${sent} requests (${byStatus.join(', ')}), ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 300_000);
});
