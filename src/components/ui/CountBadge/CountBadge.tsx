import { forwardRef } from 'react';
import { badgeText } from '../../../domain';
import { joinClassNames, type StyleProps } from '../props';
import { visuallyHidden } from '../shared.css';
import * as styles from './CountBadge.css';

export interface CountBadgeProps extends StyleProps {
  /** The count; nothing shows at 0 or without one. */
  count: number | undefined;
}

/**
 * A count in a red pill on the corner of an icon (open warnings on a tab or a shortcut). It is hidden from
 * screen readers, which hear `CountBadgeLabel` after the control's label instead. Put it in a positioned
 * wrapper around the icon.
 */
export const CountBadge = /* @__PURE__ */ forwardRef<HTMLSpanElement, CountBadgeProps>(function CountBadge(
  { count, className, style },
  ref,
) {
  const text = count === undefined ? null : badgeText(count);
  if (text === null) return null;
  return (
    <span ref={ref} className={joinClassNames(styles.countBadge, className)} style={style} aria-hidden="true">
      {text}
    </span>
  );
});

export interface CountBadgeLabelProps {
  /** The count; nothing is read at 0 or without one. */
  count: number | undefined;
  /** What the count means (for example "3 open warnings"); defaults to the number. */
  label?: string | undefined;
}

/** What a screen reader hears for a `CountBadge`, read after the control's label: ", 3 open warnings". */
export const CountBadgeLabel = /* @__PURE__ */ forwardRef<HTMLSpanElement, CountBadgeLabelProps>(
  function CountBadgeLabel({ count, label }, ref) {
    const text = count === undefined ? null : badgeText(count);
    if (text === null) return null;
    return (
      <span ref={ref} className={visuallyHidden}>
        , {label ?? text}
      </span>
    );
  },
);
