import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/*
 * The focus ring as recipes for `.css.ts` files. They live in a plain module because a `.css.ts` file may
 * export only classes and plain values, not functions; the ring as a class is `focusRing` in shared.css.
 */

/** A `selectors` block of a vanilla-extract style. */
export type Selectors = NonNullable<StyleRule['selectors']>;

/**
 * Where the focus ring is drawn: `outside` the element (default), or `inside` it for rows, tiles and icon
 * buttons that touch the edge of a list or a bar, where an outer ring would be clipped or hit a neighbour.
 */
export type FocusRingPlacement = 'outside' | 'inside';

const ringOffset: Record<FocusRingPlacement, string> = { outside: '2px', inside: '-3px' };

/** The declarations of the focus ring. */
export function focusRingStyle(placement: FocusRingPlacement = 'outside') {
  return {
    outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
    outlineOffset: ringOffset[placement],
  } as const;
}

/**
 * The focus ring as a `selectors` entry, for an element that cannot take the `focusRing` class or that shows
 * the focus of something else: `selectors: { ...focusRingOn('&:has([data-focus-visible])') }` rings a card
 * whose title link has keyboard focus; `focusRingOn('&:focus-visible')` a native element react-aria does
 * not manage. The default selector is react-aria's keyboard-only `data-focus-visible`.
 */
export function focusRingOn(
  selector = '&[data-focus-visible]',
  placement: FocusRingPlacement = 'outside',
): Selectors {
  return { [selector]: focusRingStyle(placement) };
}
