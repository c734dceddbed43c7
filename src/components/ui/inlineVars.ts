import type { CSSProperties } from 'react';

/**
 * Inline styles that set vanilla-extract variables (`createVar`, written `var(--x)`) on an element, for a
 * value the component's props choose (a list's narrowest column, a placeholder's height).
 */
export function inlineVars(values: Record<string, string>): CSSProperties {
  return Object.fromEntries(
    Object.entries(values).map(([variable, value]) => [variable.slice(4, -1), value]),
  ) as CSSProperties;
}
