/*
 * Typed SWR hooks for the contract's GET operations, over the provider's openapi-fetch client: a query is
 * keyed `[QUERY_PREFIX, path, init]`, so a write can revalidate every read of a path, or only the reads whose
 * parameters match. Path, parameters and answer are typed from the contract (`paths`); the types come from
 * openapi-fetch and its helpers only, so a portal installs no compiler to use them.
 */
import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { MediaType, RequiredKeysOf } from 'openapi-typescript-helpers';
import { useCallback, useDebugValue } from 'react';
import {
  type Cache,
  type MutatorCallback,
  type MutatorOptions,
  type SWRConfiguration,
  type SWRHook,
  type SWRResponse,
  unstable_serialize,
  useSWRConfig,
} from 'swr';
import type { DamClient, DamGetPath } from '../client/createDamClient';
import type { DamError } from '../client/errors';
import type { paths } from '../client/schema';

/** The SWR key prefix of damtherm queries: keys are `[prefix, path, init]`. */
export const QUERY_PREFIX = 'damtherm';

/** Whether `init` holds every value of `partial` (deeply): how a mutation finds the queries it changes. */
export function isPartialMatch(init: unknown, partial: unknown): boolean {
  if (partial === undefined) return true;
  if (partial === null || typeof partial !== 'object') return Object.is(init, partial);
  if (init === null || typeof init !== 'object') return false;
  return Object.entries(partial as Record<string, unknown>).every(([key, value]) =>
    isPartialMatch((init as Record<string, unknown>)[key], value),
  );
}

/** What the client's `GET(path, init)` takes for path `P` (undefined allowed when nothing is required). */
export type ContractGetInit<P extends DamGetPath> = MaybeOptionalInit<paths[P], 'get'>;

/** The answer of a successful `GET(path)`. */
export type ContractGetData<P extends DamGetPath> = Extract<
  FetchResponse<paths[P]['get'], ContractGetInit<P>, MediaType>,
  { data: unknown }
>['data'];

/** SWR options of a query of path `P`: its data is the answer, its error the client's DamError. */
export type ContractQueryConfig<P extends DamGetPath> = SWRConfiguration<ContractGetData<P>, DamError>;

/**
 * The arguments after the path: the init (null skips the call, as SWR's conditional fetching) and SWR
 * options. The init may be left out only when the operation requires no parameter.
 */
type QueryArgs<P extends DamGetPath, C> =
  RequiredKeysOf<NonNullable<ContractGetInit<P>>> extends never
    ? [init?: ContractGetInit<P> | null, config?: C]
    : [init: ContractGetInit<P> | null, config?: C];

/**
 * A typed SWR query of any GET operation: `useDamQuery('/dn/api_get_one_rack', { params: { query: { c_id } } })`.
 * Rejections of the client (DamError) become the query's `error`.
 */
export type DamQueryHook = <P extends DamGetPath, C extends ContractQueryConfig<P> = ContractQueryConfig<P>>(
  path: P,
  ...args: QueryArgs<P, C>
) => SWRResponse<ContractGetData<P>, DamError, C>;

/** Like `DamQueryHook`, over `swr/immutable`: loaded once, not revalidated on focus, reconnect or staleness. */
export type DamImmutableHook = DamQueryHook;

/** `init`, each value optional at any depth: the parameters a mutation's target must match. */
type PartialInit<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { [K in keyof T]?: PartialInit<T[K]> }
    : T;

/**
 * Revalidates (or sets, with `data`) the cached queries of a path, or only those whose init holds every
 * value of the given one: `mutate(['/pqt/getReverseData', { params: { query: { c_rack: 7 } } }])`.
 */
export type DamContractMutate = <P extends DamGetPath>(
  key: [path: P, init?: PartialInit<NonNullable<ContractGetInit<P>>>],
  data?: ContractGetData<P> | Promise<ContractGetData<P>> | MutatorCallback<ContractGetData<P>>,
  opts?: boolean | MutatorOptions<ContractGetData<P>>,
) => Promise<(ContractGetData<P> | undefined)[]>;

/** The hook that gives a component the contract's mutate. */
export type DamMutateHook = () => DamContractMutate;

/** A query's SWR key. */
type ContractKey = readonly [prefix: typeof QUERY_PREFIX, path: DamGetPath, init: object | undefined];

/** The path-erased GET of the client: the hook's types already tied path and init together. */
type ErasedGet = (path: string, init: object | undefined) => Promise<{ data?: unknown; error?: unknown }>;

/** The call of one query through `client`. */
async function fetchQuery(client: DamClient, [, path, init]: ContractKey): Promise<unknown> {
  const { data, error } = await (client.GET as unknown as ErasedGet)(path, init);
  // The client's middleware already rejects every failure with a DamError; an error body is thrown the same.
  if (error) throw error;
  return data;
}

/**
 * How long an answer started ahead of its query (`preloadQuery`) waits, once it has come, for the query to take
 * it: the screen that reads it mounts when its code has loaded, seconds later on a slow phone network at
 * worst. An answer nobody took (the navigation went elsewhere) is dropped then, so a later visit asks afresh.
 */
const PRELOAD_KEEP_MS = 10_000;

/** The calls of `client` in `store` (by serialized key), made on first use. */
function callsOf(
  store: WeakMap<DamClient, Map<string, Promise<unknown>>>,
  client: DamClient,
): Map<string, Promise<unknown>> {
  let calls = store.get(client);
  if (!calls) {
    calls = new Map();
    store.set(client, calls);
  }
  return calls;
}

/** Answers started ahead of their query, per client, by serialized key. */
const preloaded = new WeakMap<DamClient, Map<string, Promise<unknown>>>();
/** Preloaded calls that failed: the query that takes one still reports it; a later preload or ask calls anew. */
const failedPreloads = new WeakSet<Promise<unknown>>();

/**
 * Starts the query of `path` and `init` through `client` now, before any component asks for it: the first
 * query hook of the same key and client to load takes this call, in flight or answered, instead of making its
 * own. A second preload of the same key while the first waits is the same call, unless that one failed: then
 * it asks again (a tapped export after a failed read retries it).
 */
export function preloadQuery(
  client: DamClient,
  path: DamGetPath,
  init: object | undefined,
): Promise<unknown> {
  const answers = callsOf(preloaded, client);
  const key: ContractKey = [QUERY_PREFIX, path, init];
  const id = unstable_serialize(key);
  const started = answers.get(id);
  if (started && !failedPreloads.has(started)) return started;
  const answer = fetchQuery(client, key);
  answers.set(id, answer);
  const forget = () => {
    setTimeout(() => {
      if (answers.get(id) === answer) answers.delete(id);
    }, PRELOAD_KEEP_MS);
  };
  // Also marks a failure as handled: the query that takes the answer reports it.
  answer.then(forget, () => {
    failedPreloads.add(answer);
    forget();
  });
  return answer;
}

/** Drops every answer started ahead through `client` that no query took (the user signed out). */
export function dropPreloadedQueries(client: DamClient): void {
  preloaded.delete(client);
}

/** The answer preloaded for `key`, once: the query that takes it owns it. */
function takePreloaded(client: DamClient, key: ContractKey): Promise<unknown> | undefined {
  const answers = preloaded.get(client);
  if (!answers) return undefined;
  const id = unstable_serialize(key);
  const answer = answers.get(id);
  answers.delete(id);
  return answer;
}

/** The query hooks' calls in flight, per client, by serialized key: a read asked for now joins one. */
const inFlight = new WeakMap<DamClient, Map<string, Promise<unknown>>>();

/** Keeps `answer` as the call in flight for `key` until it settles. */
function follow(client: DamClient, key: ContractKey, answer: Promise<unknown>): void {
  const calls = callsOf(inFlight, client);
  const id = unstable_serialize(key);
  calls.set(id, answer);
  const settle = () => {
    if (calls.get(id) === answer) calls.delete(id);
  };
  answer.then(settle, settle);
}

/**
 * The answer of the query of `path` and `init` through `client`, asked for now (outside rendering): the one in
 * `cache` (the provider's SWR cache) when the query has answered, else the call a query hook of the same key
 * has in flight, else one started ahead — which the query hook that loads next takes. One request either way.
 * Rejects as the query would (DamError).
 */
export function askQuery(
  client: DamClient,
  cache: Cache,
  path: DamGetPath,
  init: object | undefined,
): Promise<unknown> {
  const id = unstable_serialize([QUERY_PREFIX, path, init] satisfies ContractKey);
  const cached: unknown = cache.get(id)?.data;
  if (cached !== undefined) return Promise.resolve(cached);
  return inFlight.get(client)?.get(id) ?? preloadQuery(client, path, init);
}

/** A fetcher of `client`: it reads path and init from the key, so SWR dedupes calls by key alone. */
function contractFetcher(client: DamClient) {
  return (key: ContractKey) => {
    const answer = takePreloaded(client, key) ?? fetchQuery(client, key);
    follow(client, key, answer);
    return answer;
  };
}

/** The fetcher of each client: it reads path and init from the key, so SWR dedupes calls by key alone. */
const fetchers = new WeakMap<DamClient, ReturnType<typeof contractFetcher>>();

function fetcherOf(client: DamClient) {
  let fetcher = fetchers.get(client);
  if (!fetcher) {
    fetcher = contractFetcher(client);
    fetchers.set(client, fetcher);
  }
  return fetcher;
}

/** One query of `path` and `init` through `client`, over `useHook` (useSWR or useSWRImmutable). */
export function useContractQuery(
  client: DamClient,
  useHook: SWRHook,
  path: DamGetPath,
  init: object | null | undefined,
  config: SWRConfiguration | undefined,
) {
  useDebugValue(path);
  // The init stays in the key even when absent (`[prefix, path, undefined]`): keys of existing caches hold.
  const key: ContractKey | null = init === null ? null : [QUERY_PREFIX, path, init];
  return useHook(key, fetcherOf(client), config);
}

/** Whether an SWR cache key is a query of `path` whose init holds every value of `init` (all of them without). */
export function isContractQueryOf(key: unknown, path: string, init?: object): boolean {
  if (!Array.isArray(key) || (key.length !== 2 && key.length !== 3)) return false;
  const [prefix, keyPath, keyInit] = key;
  return prefix === QUERY_PREFIX && keyPath === path && (!init || isPartialMatch(keyInit, init));
}

/**
 * The contract's mutate, over the SWR cache of the nearest SWRConfig:
 * `mutate(['/path', { params: { query: { … } } }])` revalidates matching queries.
 */
export const useDamMutate: DamMutateHook = () => {
  const { mutate } = useSWRConfig();
  const contractMutate = useCallback(
    // `data` and `opts` only when given: SWR writes any `data` argument to the cache, undefined included,
    // and a screen would fall back to loading while a plain `mutate([path])` revalidates it.
    (key: [path: string, init?: object], ...rest: [data?: unknown, opts?: boolean | MutatorOptions]) =>
      mutate((cached) => isContractQueryOf(cached, key[0], key[1]), ...rest),
    [mutate],
  );
  return contractMutate as unknown as DamContractMutate;
};
