import type { DamGetPath, DamGetQuery } from '../client/reads';

/**
 * A read to revalidate after a write: a contract path and, optionally, query values its reads must match
 * (`['/pqt/getReverseData', { params: { query: { c_rack: 7 } } }]`). Typed per path, so a path or a
 * parameter that leaves the contract breaks the build here rather than silently reloading nothing.
 */
export type Revalidate = {
  [P in DamGetPath]: readonly [path: P, init?: { params: { query: Partial<DamGetQuery<P>> } }];
}[DamGetPath];
