/**
 * Every operation of the contract with malformed input, as a careless client or an attacker sends it: each
 * parameter and body field in turn replaced by hostile values. No answer may be a 5xx, and a refused request
 * (4xx, or a business failure) writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts } from '../../demo/server/db.ts';
import { LIST_LIMIT } from '../../demo/server/http/spec.ts';
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

/** A list field of an operation: a comma list or an array, in the query or a JSON body. */
interface ListField {
  where: 'query' | 'body';
  name: string;
  schema: Json;
}

/** A schema with its local reference (`#/components/…`) followed. */
function deref(schema: Json | undefined): Json | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  return deref(
    ref
      .slice(2)
      .split('/')
      .reduce<Json>((node, key) => node[key] as Json, s.server.contract.document),
  );
}

function listFields(op: { params: { name: string; schema: Json }[]; raw: Json }): ListField[] {
  const isList = (schema: Json) =>
    schema.type === 'array' || (typeof schema.pattern === 'string' && schema.pattern.includes('(,'));
  const body = deref(
    (
      deref(op.raw.requestBody as Json | undefined)?.content as Record<string, { schema?: Json }> | undefined
    )?.['application/json']?.schema,
  );
  const properties = (body?.properties as Record<string, Json> | undefined) ?? {};
  return [
    ...op.params.filter((p) => isList(p.schema)).map((p) => ({ where: 'query' as const, ...p })),
    ...Object.entries(properties)
      .map(([name, schema]) => ({ where: 'body' as const, name, schema: deref(schema) ?? {} }))
      .filter(({ schema }) => isList(schema)),
  ];
}

describe('fuzz of lists', () => {
  it('answers every list repeated thousands of times quickly, and refuses one beyond its limit with 400', async () => {
    const { contract } = s.server;
    const failures: string[] = [];
    let lists = 0;
    for (const op of contract.operations.values()) {
      for (const field of listFields(op)) {
        lists++;
        const limit = Number(field.schema['x-damtherm-max-items'] ?? LIST_LIMIT);
        const items = deref(field.schema.items as Json | undefined);
        const one = field.schema.type === 'array' ? plausibleValue('item', items ?? {}) : 7;
        const distinct = Array.from({ length: limit + 1 }, (_, i) =>
          typeof one === 'number' ? i + 1 : `k${i}`,
        );
        const cases = [
          { label: 'repeated', values: Array(3000).fill(one) as unknown[], refuse: false },
          { label: 'oversized', values: distinct as unknown[], refuse: true },
        ];
        for (const { label, values, refuse } of cases) {
          const query = new URLSearchParams();
          const legacyApi = op.path.startsWith('/myapi.php/')
            ? op.path.slice('/myapi.php/'.length)
            : undefined;
          if (legacyApi) query.set('api', legacyApi);
          for (const p of op.params)
            if (p.required && !p.deepObject) query.set(p.name, plausible(p.name, p.schema));
          const value = field.schema.type === 'array' ? values : values.join(',');
          if (field.where === 'query') query.set(field.name, String(value));
          const before = rowCounts(s.server.db);
          const started = performance.now();
          const response = await fetch(`${s.url}${legacyApi ? '/myapi.php' : op.path}?${query}`, {
            method: op.method,
            headers: {
              authorization: `Bearer ${admin}`,
              ...(field.where === 'body' ? { 'content-type': 'application/json' } : {}),
            },
            body: field.where === 'body' ? JSON.stringify({ [field.name]: value }) : undefined,
          });
          await response.text();
          const ms = performance.now() - started;
          const name = `${op.operationId} ${field.where}.${field.name} ${label}`;
          if (response.status >= 500) failures.push(`${name}: ${response.status}`);
          if (refuse && response.status !== 400) failures.push(`${name}: ${response.status}, not 400`);
          if (ms > 2000) failures.push(`${name}: ${Math.round(ms)} ms`);
          if (response.status >= 400 && JSON.stringify(rowCounts(s.server.db)) !== JSON.stringify(before)) {
            failures.push(`${name}: refused but wrote`);
          }
        }
      }
    }
    console.log(`[security] fuzz of lists: ${lists} list fields, ${failures.length} failures`);
    expect(lists).toBeGreaterThanOrEqual(8);
    expect(failures).toEqual([]);
  }, 300_000);
});
