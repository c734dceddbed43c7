/**
 * Every read the hooks declare, checked through its declaration against the contract: its sample arguments
 * make a query the operation accepts (known parameters, the declared types, every required one), and the
 * operation's example answer, through the read's adapter, gives domain values — no wire field names,
 * finite numbers or null, times in epoch ms.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { createAjv, loadContract, type OperationSpec, withBase } from '../../../demo/server/http/spec.ts';
import { type DeclaredRead, declaredReads } from './declaredReads';
import { READ_SAMPLES } from './readSamples';

type Json = Record<string, unknown>;

const contract = loadContract();
const strict = createAjv(contract.document, false);
const reads = declaredReads();

/** The operation's query parameters as one schema, without coercion: the hook must send the right types. */
function queryValidator(op: OperationSpec): ValidateFunction {
  return strict.compile({
    type: 'object',
    properties: Object.fromEntries(op.params.map((p) => [p.name, withBase(p.schema)])),
    required: op.params.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  });
}

/** The named example of the operation's 200 JSON answer (inline, or in the shared response it refers to). */
function exampleOf(op: OperationSpec, name: string): unknown {
  let response = (op.raw.responses as Json)['200'] as Json;
  if (typeof response.$ref === 'string') {
    const shared = response.$ref.split('/').pop() as string;
    response = ((contract.document.components as Json).responses as Json)[shared] as Json;
  }
  const media = (response.content as Json)['application/json'] as Json;
  const examples = (media.examples ?? {}) as Record<string, { value: unknown }>;
  if (!(name in examples)) throw new Error(`${op.operationId} has no example ${name}`);
  return examples[name]?.value;
}

/** Wire names that must not survive an adapter. */
const WIRE_NAME = /^(c_|kaidu$|when_add$|heartTime$|cfgs$)/;
const EPOCH_MS = { min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) };
const isTimeKey = (key: string) => key === 'at' || key === 'time' || /At$/.test(key);
const isEpochMs = (n: number) => n >= EPOCH_MS.min && n <= EPOCH_MS.max;

/** What makes a value not domain-shaped, with where. */
function problems(value: unknown, where: string, timeKey = false, elapsed = false): string[] {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean')
    return [];
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return [`${where} is ${value}`];
    return timeKey && !elapsed && !isEpochMs(value) ? [`${where} = ${value} is not an epoch-ms time`] : [];
  }
  if (value instanceof Float64Array) {
    // A series column: times must be epoch ms; a value may be NaN (a gap the adapter knew of).
    const bad = timeKey
      ? value.find((t) => (elapsed ? !(t >= 0) : !isEpochMs(t)))
      : value.find((v) => v === Infinity || v === -Infinity);
    return bad === undefined ? [] : [`${where} holds ${bad}`];
  }
  if (value instanceof Map) {
    return [...value.entries()].flatMap(([key, v]) =>
      problems(v, `${where}[${String(key)}]`, false, elapsed),
    );
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => problems(v, `${where}[${i}]`, false, elapsed));
  return Object.entries(value as Json).flatMap(([key, v]) => [
    ...(WIRE_NAME.test(key) ? [`${where}.${key} is a wire name`] : []),
    ...problems(v, `${where}.${key}`, isTimeKey(key), elapsed),
  ]);
}

/** Whether the adapted example shows something (an example of nothing tests nothing). */
function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value !== 'object') return true;
  if (value instanceof Float64Array) return value.length > 0;
  if (value instanceof Map) return [...value.values()].some(hasContent);
  if (Array.isArray(value)) return value.some(hasContent);
  const series = (value as { time?: unknown }).time;
  if (series instanceof Float64Array) return series.length > 0;
  return Object.values(value as Json).some(hasContent);
}

function queryOf(declared: DeclaredRead, args: readonly unknown[]): unknown {
  return declared.paged
    ? declared.read.query({ page: 1, pageSize: declared.read.pageSize }, ...args)
    : declared.read.query(...args);
}

function adaptedOf(declared: DeclaredRead, answer: unknown, args: readonly unknown[]): unknown {
  return declared.paged ? declared.read.adapt(answer) : declared.read.adapt(answer, ...args);
}

describe('the declared reads', () => {
  it('each have sample arguments, and each sample a read', () => {
    const names = reads.map((r) => r.name);
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !(name in READ_SAMPLES))).toEqual([]);
    expect(Object.keys(READ_SAMPLES).filter((name) => !names.includes(name))).toEqual([]);
  });

  it.each(reads.map((r) => [r.name, r] as const))(
    '%s: query and example answer fit the contract',
    (name, declared) => {
      const sample = READ_SAMPLES[name]!;
      const op = contract.byRoute.get(`GET ${declared.read.path}`);
      expect(op, `${declared.read.path} is a GET of the contract`).toBeDefined();
      if (!op) return;

      const query = queryOf(declared, sample.args);
      expect(query, 'the sample arguments make a query').not.toBeNull();
      const validate = queryValidator(op);
      expect(validate(query), strict.errorsText(validate.errors)).toBe(true);

      const adapted = adaptedOf(declared, exampleOf(op, sample.example ?? op.operationId), sample.args);
      expect(problems(adapted, 'data', false, sample.elapsedTime)).toEqual([]);
      expect(hasContent(adapted), 'the example shows something').toBe(true);
    },
  );
});
