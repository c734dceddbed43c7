/*
 * Every read the hooks declare, found by walking the modules' exports: the hooks made by `defineRead` and
 * `definePagedRead` (their declaration is `hook.read`) and the family tables of declarations by kind. A new
 * declaration is found without being listed here, so it cannot escape the contract checks.
 */
import type { PagedReadDefinition } from '../../../src/hooks/definePagedRead';
import type { ReadDefinition } from '../../../src/hooks/defineRead';
import * as reads from '../../../src/hooks/reads';

/** A declared read, named as a caller reaches it: `useRacks`, `WARNING_LISTS.gkj`, `useHivePages` … */
export type DeclaredRead =
  | { name: string; paged: false; read: ReadDefinition<unknown[], unknown> }
  | { name: string; paged: true; read: PagedReadDefinition<unknown[], unknown> };

function isDefinition(value: unknown): value is { path: string; query: unknown; adapt: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { path?: unknown }).path === 'string' &&
    typeof (value as { query?: unknown }).query === 'function' &&
    typeof (value as { adapt?: unknown }).adapt === 'function'
  );
}

function declared(name: string, value: unknown): DeclaredRead {
  const paged = typeof (value as { pageSize?: unknown }).pageSize === 'number';
  return paged
    ? { name, paged, read: value as PagedReadDefinition<unknown[], unknown> }
    : { name, paged, read: value as ReadDefinition<unknown[], unknown> };
}

/** Every declared read of `src/hooks/reads`, by name. */
export function declaredReads(): DeclaredRead[] {
  const out: DeclaredRead[] = [];
  for (const [name, value] of Object.entries(reads)) {
    const hookRead = typeof value === 'function' ? (value as { read?: unknown }).read : undefined;
    if (isDefinition(hookRead)) out.push(declared(name, hookRead));
    else if (typeof value === 'object' && value !== null && Object.values(value).every(isDefinition)) {
      for (const [kind, member] of Object.entries(value)) out.push(declared(`${name}.${kind}`, member));
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}
