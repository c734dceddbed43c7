import { type ForwardedRef, forwardRef, type ReactElement, type RefAttributes } from 'react';

/**
 * `forwardRef` for a component with a type parameter (a list of any item, a choice of any value): React's own
 * typing fixes the props to one type, this one keeps the parameter for the caller.
 */
export const genericForwardRef = forwardRef as <Element, Props>(
  render: (props: Props, ref: ForwardedRef<Element>) => ReactElement | null,
) => (props: Props & RefAttributes<Element>) => ReactElement | null;
