import { useCallback, useState } from 'react';

/**
 * A piece of state paired as react-aria pairs it (`x`, `defaultX`, `onXChange`): controlled while `value` is
 * not undefined (null is a controlled "nothing"), else kept here from `defaultValue`. `onChange` hears every
 * change either way; setting the value it already has calls nothing.
 */
export function useControlledState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (value: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (Object.is(next, current)) return;
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, current, onChange],
  );
  return [current, set];
}
