import type { CSSProperties, ReactNode } from 'react';
import type { DamError } from '../../client/errors';

/**
 * Why a component's data failed to load: true for the component's own text, the text to show, or the
 * `DamError` of the failed call (its reason shows in the reader's language).
 */
export type LoadError = ReactNode | boolean | DamError;

/** Every exported damtherm component takes a class and inline styles for its root element, and forwards `ref` to it. */
export interface StyleProps {
  /** Extra class on the root element (layout, or a portal's own look). */
  className?: string | undefined;
  /** Inline styles on the root element. */
  style?: CSSProperties | undefined;
}

/** How a component that shows loaded data is told it is loading or failed (one convention for all). */
export interface LoadStateProps {
  /**
   * Shows the loading state, also when data is present (for example on a forced reload).
   * @selector [aria-busy="true"]
   */
  loading?: boolean | undefined;
  /**
   * An error: true for the component's default text, the text to show (for example the server's), or the
   * failed call's `DamError` (its reason, translated).
   */
  error?: LoadError | undefined;
  /** Offered as a Retry button in the error state. */
  onRetry?: () => void;
}

/** Joins a component's own class with the caller's. */
export function joinClassNames(own: string, extra: string | undefined): string {
  return extra ? `${own} ${extra}` : own;
}
