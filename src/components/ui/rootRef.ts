import type { ForwardedRef, Ref } from 'react';

/**
 * The ref of a component whose root differs by state (a form, or the read-only notice in its place), typed to
 * their common base: React only writes the rendered element into it, so it fits each root.
 */
export function rootRef<Root extends HTMLElement>(ref: ForwardedRef<HTMLElement>): Ref<Root> {
  return ref as Ref<Root>;
}
