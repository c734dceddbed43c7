/*
 * The one way damtherm writes: a write hook is a declaration — a contract path, the request that sends the
 * write, and the declared reads it changes — over one hook, `useDamMutation`. After the write the named
 * reads are revalidated by their paths (SWR queries through the contract's mutate, paged lists through the
 * provider's invalidation bus), so revalidation follows the read declarations rather than repeated path
 * strings. `trigger` rejects with the DamError of a failed call; `error` keeps it for the screen.
 */
import type { PathsWithMethod } from 'openapi-typescript-helpers';
import useSWRMutation from 'swr/mutation';
import type { DamClient } from '../client/createDamClient';
import type { DamError } from '../client/errors';
import type { DamGetPath, DamGetQuery } from '../client/reads';
import type { paths } from '../client/schema';
import { QUERY_PREFIX, useDamApi, useDamMutate } from './api';
import type { Revalidate } from './revalidate';

export type { Revalidate } from './revalidate';

/** What a mutation hook returns. */
export interface DamMutation<Arg, Result> {
  /** Sends the write; resolves with its result after the changed reads were revalidated. */
  trigger: (arg: Arg) => Promise<Result>;
  /** A write is in flight. */
  isMutating: boolean;
  /** Why the last write failed. */
  error: DamError | undefined;
  /** The last result. */
  data: Result | undefined;
  /** Clears data and error. */
  reset: () => void;
}

/** A write as `useDamMutation` runs it: the call, and the reads it changes by contract path. */
export interface MutationSpec<Arg, Result> {
  run: (client: DamClient, arg: Arg) => Promise<Result>;
  /** The reads the write changes. */
  affects?: (arg: Arg) => readonly Revalidate[];
  /** Also revalidate after a failure (e.g. an upload refused as 'existed' refreshes the list). */
  revalidateOnError?: boolean;
}

/** The core of every mutation hook: sends the write, then revalidates what it changed. */
export function useDamMutation<Arg, Result>(
  name: string,
  spec: MutationSpec<Arg, Result>,
): DamMutation<Arg, Result> {
  const { client, bus } = useDamApi();
  const mutate = useDamMutate() as unknown as (key: Revalidate) => Promise<unknown>;
  const { trigger, isMutating, error, data, reset } = useSWRMutation<
    Result,
    DamError,
    readonly [string, string],
    Arg
  >(
    [`${QUERY_PREFIX}:mutation`, name],
    async (_key, { arg }) => {
      const revalidate = async () => {
        const targets = spec.affects?.(arg) ?? [];
        for (const [path] of targets) bus.invalidate(path);
        await Promise.all(targets.map((target) => mutate(target)));
      };
      try {
        const result = await spec.run(client, arg);
        await revalidate();
        return result;
      } catch (failure) {
        if (spec.revalidateOnError) await revalidate();
        throw failure;
      }
    },
    { throwOnError: true },
  );
  return { trigger: trigger as (arg: Arg) => Promise<Result>, isMutating, error, data, reset };
}

/** A path of the contract a write goes to: a POST, or one of the few writes the contract makes GETs. */
export type DamWritePath = PathsWithMethod<paths, 'post'> | DamGetPath;

/** A declared read as a write names it: its hook, its declaration, or a family of declarations by kind. */
export type DeclaredReads<P extends DamGetPath = DamGetPath> =
  | { readonly read: { readonly path: P } }
  | { readonly path: P }
  | { readonly [kind: string]: { readonly path: P } };

/** Declared reads, only those whose query holds every value `where` gives for the write's argument. */
export interface MatchingReads<Arg> {
  readonly reads: DeclaredReads;
  readonly where: (arg: Arg) => object;
}

/** What a write changes: declared reads, every one of them or only the matching ones. */
export type Affected<Arg> = DeclaredReads | MatchingReads<Arg>;

/**
 * The reads of `reads` whose query holds every value `where` gives, e.g.
 * `matching(useFiles, (arg: { bayId: number }) => ({ hive_id: arg.bayId }))`: typed by the reads' path.
 */
export function matching<P extends DamGetPath, Arg>(
  reads: DeclaredReads<P>,
  where: (arg: Arg) => Partial<DamGetQuery<P>>,
): MatchingReads<Arg> {
  return { reads, where };
}

/** A write as its author declares it, typed by its contract path `P`. */
export interface WriteSpec<P extends DamWritePath, Arg, Result> {
  /** `GET` for a write the contract makes a GET; POST by default. */
  method?: 'GET';
  /** Sends the write through the client (at `path`) and turns its answer into the result. */
  request: (client: DamClient, arg: Arg, path: P) => Promise<Result>;
  /** The declared reads the write changes, revalidated after it. */
  affects?: readonly Affected<Arg>[];
  /** Also revalidate after a failure (e.g. an upload refused as 'existed' refreshes the list). */
  revalidateOnError?: boolean;
}

/** A read a write changes: its declaration, and the query values its reads must match. */
export interface AffectedRead<Arg> {
  readonly read: { readonly path: DamGetPath };
  readonly where?: (arg: Arg) => object;
}

/** A declared write: plain data (what the unit tests check against the contract). */
export interface WriteDefinition<Arg, Result> {
  readonly path: DamWritePath;
  readonly method: 'POST' | 'GET';
  readonly request: (client: DamClient, arg: Arg) => Promise<Result>;
  readonly affects: readonly AffectedRead<Arg>[];
  readonly revalidateOnError: boolean;
}

/** A write hook: call it for the mutation; its declaration is `hook.write`. */
export type MutationHook<Arg, Result> = (() => DamMutation<Arg, Result>) & {
  readonly write: WriteDefinition<Arg, Result>;
};

/** The read declarations of a hook, a declaration or a family. */
function readsOf(reads: DeclaredReads): { readonly path: DamGetPath }[] {
  if ('read' in reads && typeof reads.read === 'object') return [reads.read as { path: DamGetPath }];
  if ('path' in reads && typeof reads.path === 'string') return [reads as { path: DamGetPath }];
  return Object.values(reads as Record<string, { path: DamGetPath }>);
}

function affectedReads<Arg>(affected: Affected<Arg>): AffectedRead<Arg>[] {
  if ('where' in affected && typeof affected.where === 'function') {
    const { where } = affected as MatchingReads<Arg>;
    return readsOf((affected as MatchingReads<Arg>).reads).map((read) => ({ read, where }));
  }
  return readsOf(affected as DeclaredReads).map((read) => ({ read }));
}

/** The declaration of a write: its spec as plain data, the path bound into its request. */
function writeDefinition<P extends DamWritePath, Arg, Result>(
  path: P,
  spec: WriteSpec<P, Arg, Result>,
): WriteDefinition<Arg, Result> {
  return {
    path,
    method: spec.method ?? 'POST',
    request: (client, arg) => spec.request(client, arg, path),
    affects: (spec.affects ?? []).flatMap(affectedReads),
    revalidateOnError: spec.revalidateOnError ?? false,
  };
}

/**
 * Declares a write hook of a contract operation, e.g.
 * `defineMutation('/cytFile/deleteFile', { request: (client, arg: …, path) => client.POST(path, …), affects: [useFiles] })`.
 */
export function defineMutation<P extends DamWritePath, Arg, Result>(
  path: P,
  spec: WriteSpec<P, Arg, Result>,
): MutationHook<Arg, Result> {
  const write = writeDefinition(path, spec);
  return Object.assign(() => useWrite(write), { write });
}

/**
 * The revalidations of a write for its argument, each once. The declarations typed each path and query
 * together; here they travel as data.
 */
function revalidations<Arg>(write: WriteDefinition<Arg, unknown>, arg: Arg): Revalidate[] {
  const targets = new Map<string, Revalidate>();
  for (const { read, where } of write.affects) {
    const { path } = read;
    const target = (where ? [path, { params: { query: where(arg) } }] : [path]) as unknown as Revalidate;
    targets.set(JSON.stringify(target), target);
  }
  return [...targets.values()];
}

/** Runs a declared write. */
function useWrite<Arg, Result>(write: WriteDefinition<Arg, Result>): DamMutation<Arg, Result> {
  return useDamMutation(write.path, {
    run: write.request,
    affects: (arg) => revalidations(write, arg),
    revalidateOnError: write.revalidateOnError,
  });
}
