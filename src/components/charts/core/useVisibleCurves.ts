import { useMemo, useState } from 'react';

/** The curve toggles of a chart as react-aria pairs a value: controlled, uncontrolled, and the change. */
export interface VisibleCurvesProps<K extends string> {
  /** The curves shown (controlled, with `onVisibleCurvesChange`). */
  visibleCurves?: readonly K[] | undefined;
  /** The curves shown at first (uncontrolled). */
  defaultVisibleCurves?: readonly K[] | undefined;
  /** Called with the curves shown, in legend order, when a toggle changes. */
  onVisibleCurvesChange?: (curves: K[]) => void;
}

/**
 * Which of a chart's toggleable curves `ids` (in legend order) are shown, and the legend's toggle. Without
 * `defaultVisibleCurves` every curve shows. Uncontrolled, it keeps the curves the user hid rather than the
 * ones shown, so a curve that arrives later (the page chose other thermometers) shows, as the others did.
 */
export function useVisibleCurves<K extends string>(
  ids: readonly K[],
  { visibleCurves, defaultVisibleCurves, onVisibleCurvesChange }: VisibleCurvesProps<K>,
): [visible: readonly K[], toggle: (id: string, on: boolean) => void] {
  const [initial] = useState(defaultVisibleCurves);
  const [hidden, setHidden] = useState<readonly K[] | null>(null);
  const visible = useMemo(
    () => visibleCurves ?? (hidden ? ids.filter((id) => !hidden.includes(id)) : (initial ?? ids)),
    [visibleCurves, hidden, initial, ids],
  );
  const toggle = (id: string, on: boolean) => {
    const next = ids.filter((k) => (k === id ? on : visible.includes(k)));
    if (visibleCurves === undefined) setHidden(ids.filter((k) => !next.includes(k)));
    onVisibleCurvesChange?.(next);
  };
  return [visible, toggle];
}
