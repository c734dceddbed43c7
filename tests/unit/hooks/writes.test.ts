/**
 * Every write the hooks declare, checked through its declaration: it goes to an operation of the contract
 * (a POST, or a GET only where the contract has no POST for that path), and what it revalidates are reads
 * the hooks declare, so a write can neither reload a read nobody shows nor miss one by a mistyped path.
 */
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../demo/server/http/spec.ts';
import type { WriteDefinition } from '../../../src/hooks/defineMutation';
import * as writes from '../../../src/hooks/writes';
import { declaredReads } from './declaredReads';

const contract = loadContract();
const reads = new Set<unknown>(declaredReads().map((declared) => declared.read));

function isWrite(value: unknown): value is WriteDefinition<never, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { path?: unknown }).path === 'string' &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}

const writeOf = (value: unknown) =>
  typeof value === 'function' ? (value as { write?: unknown }).write : undefined;

/** Every declared write of `src/hooks/writes` (hooks, and tables of hooks by kind), by name. */
function declaredWrites(): [string, WriteDefinition<never, unknown>][] {
  const out: [string, WriteDefinition<never, unknown>][] = [];
  for (const [name, value] of Object.entries(writes)) {
    const write = writeOf(value);
    if (isWrite(write)) out.push([name, write]);
    else if (
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).every((v) => isWrite(writeOf(v)))
    ) {
      for (const [kind, member] of Object.entries(value))
        out.push([`${name}.${kind}`, writeOf(member) as WriteDefinition<never, unknown>]);
    }
  }
  return out.sort(([a], [b]) => a.localeCompare(b));
}

const declared = declaredWrites();

describe('the declared writes', () => {
  it('are found', () => {
    expect(declared.length).toBeGreaterThan(15);
  });

  it.each(declared)('%s goes to a write of the contract', (_name, write) => {
    expect(
      contract.byRoute.get(`${write.method} ${write.path}`),
      `${write.method} ${write.path}`,
    ).toBeDefined();
    if (write.method === 'GET') {
      expect(contract.byRoute.has(`POST ${write.path}`), `${write.path} has a POST`).toBe(false);
    }
  });

  it.each(declared)('%s revalidates declared reads only', (_name, write) => {
    for (const { read } of write.affects) {
      expect(reads.has(read), `${read.path} is a declared read`).toBe(true);
    }
  });
});
