/*
 * The one way damtherm reads: a read hook is a declaration of data — a contract path, how the hook's
 * arguments become the query, the adapter that turns the answer into domain values, and how it stays
 * fresh — over one hook, `useRead`. Keys are the contract hooks' `[QUERY_PREFIX, path, init]`, so a mutation's
 * revalidation by path reaches every read of that path.
 */
import { useMemo } from 'react';
import type { SWRConfiguration, SWRResponse } from 'swr';
import type { DamGetAnswer, DamGetPath, DamGetQuery } from '../client/reads';
import { type DamQuery, toDamQuery, useDamQuery } from './api';
import { type DeclaredHook, declaredHook, familyOf } from './declaration';

/**
 * How a read stays fresh: `live` revalidates on focus and reconnect; `{ every: ms }` is live and also reloads
 * every `ms` while a component shows it (not while the page is hidden), for answers that change on their own
 * (warnings); `immutable` loads once.
 */
export type RefreshPolicy = 'live' | 'immutable' | { readonly every: number };

/** How a hook's arguments become the query of path `P`: its parameter list is the hook's. */
export type QueryBuilder<P extends DamGetPath> = (...args: never[]) => DamGetQuery<P> | null;

/** A read as its author writes it, typed by the contract path `P`. */
export interface ReadSpec<P extends DamGetPath, Q extends QueryBuilder<P>, T> {
  /**
   * The hook's arguments → the request's query; null skips the call (SWR's conditional fetching, e.g.
   * while the signed-in user is not known). Its parameter list is the hook's.
   */
  query: Q;
  /** The answer → the domain value, through the adapters of damtherm/domain. */
  adapt: (answer: DamGetAnswer<P>, ...args: Parameters<Q>) => T;
  /** `live` by default. */
  refresh?: RefreshPolicy;
}

/** A declared read: plain data (what the unit tests check against the contract), path kept, answer erased. */
export interface ReadDefinition<Args extends unknown[], T, P extends DamGetPath = DamGetPath> {
  readonly path: P;
  readonly query: (...args: Args) => object | null;
  readonly adapt: (answer: unknown, ...args: Args) => T;
  readonly refresh: RefreshPolicy;
  /** How many arguments the query takes: a hook's SWR options come after them. */
  readonly arity: number;
}

/** A read's arguments, then the caller's SWR options (refreshInterval …), which override the read's own. */
export type ReadArgs<Args extends unknown[]> = [...Args, options?: SWRConfiguration];

/**
 * A read hook: call it with the declaration's arguments and, optionally, SWR options; its declaration is
 * `hook.read`.
 */
export type ReadHook<Args extends unknown[], T, P extends DamGetPath = DamGetPath> = DeclaredHook<
  ReadArgs<Args>,
  DamQuery<T>,
  ReadDefinition<Args, T, P>
>;

/**
 * How many arguments a query builder takes. Optional ones are written `name?: T` (not `name = value`, which
 * `Function.length` does not count), so that the options a hook takes after them are found.
 */
export function arityOf(query: (...args: never[]) => unknown): number {
  return query.length;
}

/** Declares a read without a hook of its own: a member of a family chosen by kind (see `useRead`). */
export function readDefinition<P extends DamGetPath, Q extends QueryBuilder<P>, T>(
  path: P,
  spec: ReadSpec<P, Q, T>,
): ReadDefinition<Parameters<Q>, T, P> {
  type Args = Parameters<Q>;
  return {
    path,
    query: spec.query as unknown as (...args: Args) => object | null,
    // The answer's type was checked against the path here; past this point it travels as data.
    adapt: spec.adapt as (answer: unknown, ...args: Args) => T,
    refresh: spec.refresh ?? 'live',
    arity: arityOf(spec.query),
  };
}

/**
 * Declares a read hook of a GET operation, e.g.
 * `defineRead('/dn/api_get_one_rack', { query: (cabinetId: number) => ({ c_id: cabinetId }), adapt: (a) => adaptCabinet(a.data) })`.
 */
export function defineRead<P extends DamGetPath, Q extends QueryBuilder<P>, T>(
  path: P,
  spec: ReadSpec<P, Q, T>,
): ReadHook<Parameters<Q>, T, P> {
  return declaredHook(readDefinition(path, spec), useRead);
}

/**
 * Declares a family: one read over paths that take and answer alike, a member per kind, e.g.
 * `readFamily({ myapi: '/myapi.php/api_get_areas', pqt_php: '/pqt_php/api_get_areas' }, { query, adapt })`.
 * The spec is typed against the paths together; the contract tests check each member on its own.
 */
export function readFamily<
  const Paths extends Record<string, DamGetPath>,
  Q extends QueryBuilder<Paths[keyof Paths]>,
  T,
>(paths: Paths, spec: ReadSpec<Paths[keyof Paths], Q, T>) {
  return familyOf(paths, (path) => readDefinition(path, spec));
}

/** What SWR's immutable mode switches off. */
const IMMUTABLE: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};

/** The SWR options of a refresh policy (a caller's own options still override them). */
export function refreshConfig(policy: RefreshPolicy | undefined): SWRConfiguration {
  if (policy === 'immutable') return IMMUTABLE;
  if (typeof policy === 'object') return { refreshInterval: policy.every };
  return {};
}

/** The contract's query hook with the path erased: the declaration already checked path, query and answer. */
type ErasedQueryHook = (
  path: string | undefined,
  init: object | null,
  config: SWRConfiguration,
) => SWRResponse<unknown, unknown>;

/** The request init of a declared read for these arguments (the last part of its SWR key); null skips the call. */
export function readInit<Args extends unknown[]>(
  read: Pick<ReadDefinition<Args, unknown>, 'query'>,
  ...args: Args
): { params: { query: object } } | null {
  const query = read.query(...args);
  return query === null ? null : { params: { query } };
}

/**
 * Runs a declared read with the hook's arguments and, after them, the caller's SWR options: the query
 * through the contract's query hook (keyed `[QUERY_PREFIX, path, init]`), the answer through the adapter
 * once per answer. A null read is idle — how a family hook skips while no kind is chosen.
 */
export function useRead<Args extends unknown[], T>(
  read: ReadDefinition<Args, T> | null,
  ...argsAndOptions: ReadArgs<Args>
): DamQuery<T> {
  const arity = read?.arity ?? argsAndOptions.length;
  return useReadWith(
    read,
    argsAndOptions.slice(0, arity) as Args,
    argsAndOptions[arity] as SWRConfiguration | undefined,
  );
}

/** Runs a declared read with its arguments and the caller's SWR options apart (a paged list's total). */
export function useReadWith<Args extends unknown[], T>(
  read: ReadDefinition<Args, T> | null,
  args: Args,
  options?: SWRConfiguration,
): DamQuery<T> {
  const config = { ...refreshConfig(read?.refresh), ...options };
  const res = (useDamQuery as unknown as ErasedQueryHook)(
    read?.path,
    read ? readInit(read, ...args) : null,
    config,
  );
  // An adapter may read the arguments too (the block lines' foundation): they enter the memo by value, as
  // screens pass fresh objects (a window, options) on every render.
  const argsKey = JSON.stringify(args);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `args` enter through `argsKey` (see above)
  const data = useMemo(
    () => (read && res.data !== undefined ? read.adapt(res.data, ...args) : undefined),
    [res.data, read, argsKey],
  );
  return toDamQuery(res, data);
}
