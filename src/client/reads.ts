/*
 * The contract's read operations as types: a GET path, the query it takes and the JSON it answers. The read
 * hooks, the paged lists and revalidation are all keyed by these, so a path or a parameter that leaves the
 * contract breaks the build where it is used.
 */
import type { DamGetPath } from './createDamClient.ts';
import type { paths } from './schema.d.ts';

export type { DamGetPath };

/** The query parameters of a GET operation; an empty object type for an operation that takes none. */
export type DamGetQuery<P extends DamGetPath> = paths[P]['get'] extends {
  parameters: { query?: infer Q };
}
  ? [NonNullable<Q>] extends [never]
    ? Record<string, never>
    : NonNullable<Q>
  : never;

/** The JSON answer of a GET operation (HTTP 200). */
export type DamGetAnswer<P extends DamGetPath> = paths[P]['get'] extends {
  responses: { 200: { content: { 'application/json': infer A } } };
}
  ? A
  : never;
