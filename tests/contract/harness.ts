/**
 * Test harness for the contract tests: starts the reference backend on a random port with a temporary
 * database and a fake clock, calls operations by operationId at their legacy URLs, and checks every answer
 * against the response schema of the contract with Ajv.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { md5Hex } from '../../demo/server/auth.ts';
import { createAjv, type OperationSpec, withBase } from '../../demo/server/http/spec.ts';
import { type RunningServer, startServer } from '../../demo/server/server.ts';

/** The fake site time of every contract test: a summer morning, so summer warnings exist. */
export const T0 = Date.UTC(2025, 6, 15, 4, 0, 0);

export interface Harness {
  server: RunningServer;
  clock: { now: () => number; advance: (ms: number) => void };
  dir: string;
  /** Tokens of the seeded accounts. */
  tokens: { admin: string; engineer: string; visitor: string };
  call(opId: string, request?: CallRequest): Promise<CallResult>;
  covered: Set<string>;
  stop(): Promise<void>;
}

export interface CallRequest {
  query?: Record<string, string | number | undefined>;
  /** JSON body. */
  json?: unknown;
  /** Form body (x-www-form-urlencoded). */
  form?: Record<string, string | number>;
  /** Multipart body. */
  multipart?: FormData;
  token?: string | null;
  /** Request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Check the answer against the contract (default true). */
  validate?: boolean;
}

export interface CallResult {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

type Json = Record<string, unknown>;

export async function startHarness(): Promise<Harness> {
  const dir = mkdtempSync(path.join(tmpdir(), 'damtherm-contract-'));
  let now = T0;
  const clock = {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
  const server = await startServer({
    port: 0,
    dbPath: path.join(dir, 'db.sqlite'),
    clock,
    live: false,
    reset: true,
    adminPassword: 'damtherm-admin',
    seed: 'damtherm',
    fakeWeChat: true,
  });
  const { contract } = server;
  const ajv = createAjv(contract.document, false);
  const validators = new Map<string, ValidateFunction>();
  const responseValidator = (op: OperationSpec, status: number): ValidateFunction | null => {
    const key = `${op.operationId} ${status}`;
    if (validators.has(key)) return validators.get(key) ?? null;
    let response = (op.raw.responses as Json)[String(status)] as Json | undefined;
    if (response?.$ref) {
      const name = String(response.$ref).split('/').pop() as string;
      response = ((contract.document.components as Json).responses as Json)[name] as Json;
    }
    const schema = ((response?.content as Json | undefined)?.['application/json'] as Json | undefined)
      ?.schema;
    if (!schema) return null;
    const v = ajv.compile(withBase(schema) as Json);
    validators.set(key, v);
    return v;
  };
  const covered = new Set<string>();

  const call = async (opId: string, request: CallRequest = {}): Promise<CallResult> => {
    const op = contract.operations.get(opId);
    if (!op) throw new Error(`no operation ${opId}`);
    const params = new URLSearchParams();
    let pathname = op.path;
    if (pathname.startsWith('/myapi.php/')) {
      params.set('api', pathname.slice('/myapi.php/'.length));
      pathname = '/myapi.php';
    }
    for (const [k, v] of Object.entries(request.query ?? {})) if (v !== undefined) params.set(k, String(v));
    if (request.token) params.set('access_token', request.token);
    const init: RequestInit = { method: op.method, headers: { ...request.headers } };
    if (request.json !== undefined) {
      init.body = JSON.stringify(request.json);
      init.headers = { ...request.headers, 'content-type': 'application/json' };
    } else if (request.form) {
      init.body = new URLSearchParams(Object.entries(request.form).map(([k, v]) => [k, String(v)]));
    } else if (request.multipart) {
      init.body = request.multipart;
    }
    const qs = params.toString();
    const response = await fetch(`${server.url}${pathname}${qs ? `?${qs}` : ''}`, init);
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    let body: unknown = text;
    if (type.includes('application/json')) body = JSON.parse(text);
    if (request.validate !== false) {
      if (!op.responses.includes(String(response.status))) {
        throw new Error(
          `${opId} answered ${response.status}, not in the contract (${op.responses.join(', ')}): ${text.slice(0, 300)}`,
        );
      }
      const declared = ((op.raw.responses as Json)[String(response.status)] as Json | undefined) ?? {};
      const ref = String(declared.$ref ?? '');
      if (ref.endsWith('/Csv')) {
        if (!type.startsWith('text/csv')) throw new Error(`${opId} should answer text/csv, got ${type}`);
      } else if (opId === 'downloadFile' && response.status === 200) {
        if (!type.startsWith('application/octet-stream')) throw new Error(`downloadFile answered ${type}`);
      } else {
        const v = responseValidator(op, response.status);
        if (v && !v(body)) {
          throw new Error(
            `${opId} ${response.status} breaks the contract: ${ajv.errorsText(v.errors)}\n${text.slice(0, 500)}`,
          );
        }
      }
      covered.add(opId);
    }
    return { status: response.status, body, text, headers: response.headers };
  };

  const login = async (user: string, password: string) => {
    const r = await call('login', { json: { username: user, userpwd: md5Hex(password) } });
    const token = (r.body as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`cannot log in as ${user}: ${r.text}`);
    return token;
  };
  const tokens = {
    admin: await login('admin', 'damtherm-admin'),
    engineer: await login('engineer', 'damtherm-engineer'),
    visitor: await login('visitor', 'damtherm-visitor'),
  };
  return {
    server,
    clock,
    dir,
    tokens,
    call,
    covered,
    stop: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
