/*
 * Paged lists declared as data, as reads are: a contract path, how the list's arguments and the page asked
 * become the query, the adapter of one page, and where the total comes from. `usePagedRead` runs one on
 * `usePagedList`, keyed by the path so a mutation of that path reloads the list.
 */
import type { DamGetAnswer, DamGetPath, DamGetQuery } from '../client/reads';
import type { ListPage } from '../domain/adapters/index.ts';
import { type DeclaredHook, declaredHook, familyOf } from './declaration';
import { arityOf, type ReadDefinition, type RefreshPolicy, useReadWith } from './defineRead';
import { type PagedList, usePagedList } from './usePagedList';

/** The page a list asks for (from 1). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** What a caller may choose about a list. */
export interface PagedReadOptions {
  /** Items per page (1000 for an export). */
  pageSize?: number;
  /** Load page after page by itself until the total is reached (exports, pickers). */
  auto?: boolean;
}

/** How the page asked and a list hook's arguments become the query of path `P`. */
export type PageQueryBuilder<P extends DamGetPath> = (
  page: PageRequest,
  ...args: never[]
) => DamGetQuery<P> | null;

/** The arguments of a list hook: its query builder's, after the page. */
export type ListArgs<Q> = Q extends (page: PageRequest, ...args: infer A) => unknown ? A : never;

/** A paged list as its author writes it, typed by the contract path `P`. */
export interface PagedReadSpec<P extends DamGetPath, Q extends PageQueryBuilder<P>, Item> {
  /** The page asked and the hook's arguments → the query; null skips the list. */
  query: Q;
  /** One page's answer → its items and, when the answer carries it, the total. */
  adapt: (answer: DamGetAnswer<P>) => ListPage<Item>;
  /** Items per page unless the caller's options say otherwise. */
  pageSize: number;
  /** A count call that gives the total when the pages do not; it takes the list's arguments. */
  total?: ReadDefinition<ListArgs<Q>, number | null>;
  /** `{ every: ms }` reloads every loaded page every `ms` while the list is shown; `live` by default. */
  refresh?: RefreshPolicy;
}

/** A declared paged list (plain data, path kept, answer erased). */
export interface PagedReadDefinition<Args extends unknown[], Item, P extends DamGetPath = DamGetPath> {
  readonly path: P;
  readonly query: (page: PageRequest, ...args: Args) => object | null;
  readonly adapt: (answer: unknown) => ListPage<Item>;
  readonly pageSize: number;
  /** How many arguments the query takes after the page: the caller's options come after them. */
  readonly arity: number;
  readonly total?: ReadDefinition<Args, number | null>;
  readonly refresh?: RefreshPolicy;
}

/** A list's arguments, then the caller's options (page size, loading by itself). */
export type PagedReadArgs<Args extends unknown[]> = [...Args, options?: PagedReadOptions];

/**
 * A paged-list hook: call it with the declaration's arguments and, optionally, the caller's options; its
 * declaration is `hook.read`.
 */
export type PagedReadHook<Args extends unknown[], Item, P extends DamGetPath = DamGetPath> = DeclaredHook<
  PagedReadArgs<Args>,
  PagedList<Item>,
  PagedReadDefinition<Args, Item, P>
>;

/** Declares a paged list without a hook of its own (a member of a family chosen by kind). */
export function pagedReadDefinition<P extends DamGetPath, Q extends PageQueryBuilder<P>, Item>(
  path: P,
  spec: PagedReadSpec<P, Q, Item>,
): PagedReadDefinition<ListArgs<Q>, Item, P> {
  // The query and the answer were checked against the path here; past this point they travel as data.
  return {
    ...spec,
    path,
    query: spec.query as unknown as (page: PageRequest, ...args: ListArgs<Q>) => object | null,
    adapt: spec.adapt as (answer: unknown) => ListPage<Item>,
    arity: arityOf(spec.query) - 1,
  };
}

/** Declares a paged-list hook of a GET operation. */
export function definePagedRead<P extends DamGetPath, Q extends PageQueryBuilder<P>, Item>(
  path: P,
  spec: PagedReadSpec<P, Q, Item>,
): PagedReadHook<ListArgs<Q>, Item, P> {
  return declaredHook(pagedReadDefinition(path, spec), usePagedRead);
}

/** Declares a family of paged lists: one list over paths that take and answer alike, a member per kind. */
export function pagedReadFamily<
  const Paths extends Record<string, DamGetPath>,
  Q extends PageQueryBuilder<Paths[keyof Paths]>,
  Item,
>(paths: Paths, spec: PagedReadSpec<Paths[keyof Paths], Q, Item>) {
  return familyOf(paths, (path) => pagedReadDefinition(path, spec));
}

/** openapi-fetch's GET with the path erased: the declaration already checked path, query and answer. */
type ErasedGet = (path: string, init: { params: { query: object } }) => Promise<{ data?: unknown }>;

/** Runs a declared paged list with the hook's arguments and, after them, the caller's options; a null list is idle. */
export function usePagedRead<Args extends unknown[], Item>(
  read: PagedReadDefinition<Args, Item> | null,
  ...argsAndOptions: PagedReadArgs<Args>
): PagedList<Item> {
  const arity = read?.arity ?? argsAndOptions.length;
  const args = argsAndOptions.slice(0, arity) as Args;
  const options = (argsAndOptions[arity] as PagedReadOptions | undefined) ?? {};
  const pageSize = options.pageSize ?? read?.pageSize ?? 10;
  const count = useReadWith(read?.total ?? null, args);
  const first = read ? read.query({ page: 1, pageSize }, ...args) : null;
  return usePagedList({
    key: read && first !== null ? [read.path, first] : null,
    pageSize,
    auto: options.auto,
    total: read?.total ? (count.data ?? null) : undefined,
    refreshEvery: typeof read?.refresh === 'object' ? read.refresh.every : undefined,
    async fetchPage(client, page, size) {
      const query = read?.query({ page, pageSize: size }, ...args);
      if (!read || !query) return { items: [], total: null };
      const { data } = await (client.GET as unknown as ErasedGet)(read.path, { params: { query } });
      return data === undefined ? { items: [], total: null } : read.adapt(data);
    },
  });
}
