import type { DamError } from '../client/errors';

/** What `statusOf` reads: a query (`DamQuery`, reloaded by `mutate`) or a paged list (`reload`). */
export type StatusSource = { isLoading: boolean; error: DamError | undefined } & (
  | { mutate: () => Promise<unknown> }
  | { reload: () => Promise<unknown> }
);

/** A component's status props (`LoadStateProps`), as `statusOf` gives them. */
export interface QueryStatus {
  /** The first load is in flight. */
  loading: boolean;
  /** Why the last load failed; the component shows its reason in the reader's language. */
  error: DamError | undefined;
  /** Loads again. */
  onRetry: () => void;
}

/**
 * A query's state as a component's status props, to spread: `<FileTable files={q.data} {...statusOf(q)} />`
 * instead of writing `loading`, `error` and `onRetry` by hand. Takes a `DamQuery` or a paged list.
 */
export function statusOf(source: StatusSource): QueryStatus {
  const reload = 'reload' in source ? source.reload : source.mutate;
  return {
    loading: source.isLoading,
    error: source.error,
    onRetry: () => void reload(),
  };
}
