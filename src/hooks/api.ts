import { createContext, useContext } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRImmutable from 'swr/immutable';
import type { DamClient, DamGetPath } from '../client/createDamClient';
import type { DamError } from '../client/errors';
import { type DamImmutableHook, type DamQueryHook, useContractQuery } from './contractHooks';

export {
  type DamContractMutate,
  type DamImmutableHook,
  type DamMutateHook,
  type DamQueryHook,
  isPartialMatch,
  QUERY_PREFIX,
  useDamMutate,
} from './contractHooks';

/**
 * Tells paged lists (which SWR's global mutate does not reach) that data under a path changed. One per
 * provider.
 */
export interface InvalidationBus {
  invalidate(path: DamGetPath): void;
  subscribe(path: DamGetPath, listener: () => void): () => void;
}

export function createInvalidationBus(): InvalidationBus {
  const listeners = new Map<DamGetPath, Set<() => void>>();
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

/** What the provider gives damtherm's hooks: the typed client and the paged lists' invalidation bus. */
export interface DamApi {
  client: DamClient;
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
 * A typed SWR query of any GET operation of the contract through the provider's client, keyed by path:
 * `useDamQuery('/dn/api_get_all_rack', { params: { query: { from_who } } })`. Pass `null` as init to skip
 * the call. Returns the raw answer; the named hooks return domain values.
 */
export const useDamQuery = ((path: DamGetPath, init?: object | null, config?: SWRConfiguration) =>
  useContractQuery(useDamApi().client, useSWR, path, init, config)) as DamQueryHook;

/** Like `useDamQuery`, without automatic revalidation (static answers: departments, configuration). */
export const useDamImmutable = ((path: DamGetPath, init?: object | null, config?: SWRConfiguration) =>
  useContractQuery(useDamApi().client, useSWRImmutable, path, init, config)) as DamImmutableHook;

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
