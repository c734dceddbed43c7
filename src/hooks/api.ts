import { createContext, useContext } from 'react';
import type { SWRResponse } from 'swr';
import type { DamClient } from '../client/createDamClient';
import type { DamError } from '../client/errors';
import type { DamJsonGetPath } from '../client/reads';
import {
  createImmutableHook,
  createQueryHook,
  type DamImmutableHook,
  type DamMutateHook,
  type DamQueryHook,
  useMutate,
} from './contractHooks';

export {
  type DamContractMutate,
  type DamImmutableHook,
  type DamMutateHook,
  type DamQueryHook,
  isPartialMatch,
  QUERY_PREFIX,
} from './contractHooks';

/** The contract hooks bound to one client. */
export interface DamHooks {
  useQuery: DamQueryHook;
  useImmutable: DamImmutableHook;
  useMutate: DamMutateHook;
}

/** Binds the contract hooks to a client (keys `[QUERY_PREFIX, path, init]`). */
export function createDamHooks(client: DamClient): DamHooks {
  return {
    useQuery: createQueryHook(client),
    useImmutable: createImmutableHook(client),
    useMutate,
  };
}

/**
 * Tells paged lists (which SWR's global mutate does not reach) that data under a path changed. One per
 * provider.
 */
export interface InvalidationBus {
  invalidate(path: DamJsonGetPath): void;
  subscribe(path: DamJsonGetPath, listener: () => void): () => void;
}

export function createInvalidationBus(): InvalidationBus {
  const listeners = new Map<DamJsonGetPath, Set<() => void>>();
  return {
    invalidate(path) {
      for (const listener of listeners.get(path) ?? []) listener();
    },
    subscribe(path, listener) {
      let set = listeners.get(path);
      if (!set) {
        set = new Set();
        listeners.set(path, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };
}

export interface DamApi {
  client: DamClient;
  hooks: DamHooks;
  bus: InvalidationBus;
}

export const DamApiContext = createContext<DamApi | null>(null);

/** The provider's client API, or an explanation of how to provide one. */
export function useDamApi(): DamApi {
  const api = useContext(DamApiContext);
  if (!api) {
    throw new Error(
      'damtherm hooks need a client: <DamProvider client={createDamClient({ baseUrl, getToken })}>',
    );
  }
  return api;
}

/** The typed client given to DamProvider (for imperative calls, download links …). */
export function useDamClient(): DamClient {
  return useDamApi().client;
}

/**
 * A typed SWR query of any GET operation of the contract, keyed by path (the contract's `useQuery` bound
 * to the provider's client): `useDamQuery('/dn/api_get_all_rack', { params: { query: { from_who } } })`.
 * Pass `null` as init to skip the call. Returns the raw answer; the named hooks return domain values.
 */
export const useDamQuery = ((...args: Parameters<DamQueryHook>) =>
  (useDamApi().hooks.useQuery as (...a: unknown[]) => unknown)(...args)) as DamQueryHook;

/** Like `useDamQuery`, without automatic revalidation (static answers: departments, configuration). */
export const useDamImmutable = ((...args: Parameters<DamImmutableHook>) =>
  (useDamApi().hooks.useImmutable as (...a: unknown[]) => unknown)(...args)) as DamImmutableHook;

/** The contract's mutate: `mutate(['/path', { params: { query: { … } } }])` revalidates matching queries. */
export const useDamMutate = (() => useDamApi().hooks.useMutate()) as DamMutateHook;

/** What a damtherm read hook returns: domain values, the DamError, and a way to reload. */
export interface DamQuery<T> {
  /** The domain value; undefined while loading (or skipped). */
  data: T | undefined;
  /** Why the last load failed. */
  error: DamError | undefined;
  /** First load in flight. */
  isLoading: boolean;
  /** Any load in flight (also background revalidation). */
  isValidating: boolean;
  /** Reloads from the server. */
  mutate: () => Promise<unknown>;
}

/** A read's SWR state with its domain value: the shape every read hook returns. */
export function toDamQuery<D, T>(res: SWRResponse<D, unknown>, data: T | undefined): DamQuery<T> {
  return {
    data,
    // The client's middleware rejects every failure with a DamError (the query hooks rethrow it).
    error: res.error as DamError | undefined,
    isLoading: res.isLoading,
    isValidating: res.isValidating,
    mutate: () => res.mutate(),
  };
}
