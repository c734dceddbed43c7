import type { CSSProperties, ReactElement, ReactNode, Ref } from 'react';
import type { LoadStateProps } from './props';
import { StatusMessage } from './StatusMessage';

export interface ListStatusOptions extends LoadStateProps {
  /** How many items are loaded; undefined while the first load runs. */
  count: number | undefined;
  /** The list's root class (its own joined with the caller's) and inline styles. */
  rootClass: string;
  style?: CSSProperties;
  /** The list's own failure text, shown when `error` is true. */
  errorText: ReactNode;
  /** Shown when the list loaded empty. */
  emptyText: ReactNode;
  /** The class of one placeholder block, and how many stand in for the items while loading. */
  skeleton: string;
  skeletons?: number;
  /** Inline styles of each placeholder (its height, set by the list). */
  skeletonStyle?: CSSProperties;
  /** Marks the root of an empty list `data-complete` (there is nothing more to load). */
  completeWhenEmpty?: boolean;
  /** The list's ref, on whichever root the state shows. */
  ref?: Ref<HTMLDivElement>;
}

export interface ListStatus {
  /** The failure with Retry, to show under the items that are still there; null without an error. */
  failure: ReactElement | null;
  /** What the list shows instead of its items (failure, loading, empty); null when it has items to show. */
  status: ReactElement | null;
}

/**
 * The states every loaded list shows the same way: the failure with Retry when nothing is loaded, the
 * placeholders while loading (`aria-busy`), the empty text.
 */
export function listStatus({
  count,
  loading = false,
  error,
  onRetry,
  rootClass,
  style,
  errorText,
  emptyText,
  skeleton,
  skeletons = 3,
  skeletonStyle,
  completeWhenEmpty = false,
  ref,
}: ListStatusOptions): ListStatus {
  const failure = error ? (
    <StatusMessage tone="error" onRetry={onRetry}>
      {typeof error === 'boolean' ? errorText : error}
    </StatusMessage>
  ) : null;

  let status: ReactElement | null = null;
  if (failure && !count) {
    status = (
      <div ref={ref} className={rootClass} style={style}>
        {failure}
      </div>
    );
  } else if (loading || count === undefined) {
    status = (
      <div ref={ref} className={rootClass} style={style} aria-busy="true">
        <StatusMessage tone="loading" />
        {Array.from({ length: skeletons }, (_, i) => i).map((i) => (
          <div key={i} className={skeleton} style={skeletonStyle} />
        ))}
      </div>
    );
  } else if (count === 0) {
    status = (
      <div ref={ref} className={rootClass} style={style} data-complete={completeWhenEmpty ? '' : undefined}>
        <StatusMessage tone="empty">{emptyText}</StatusMessage>
      </div>
    );
  }
  return { failure, status };
}
