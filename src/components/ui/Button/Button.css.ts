import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingOn, focusRingStyle } from '../focusRing';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A look for one variant: selected with `:where()`, so it weighs no more than the base class. */
const variant = (name: string, extra = '') => `&:where([data-variant="${name}"])${extra}`;

/** The flat looks (rows, tiles, icon and link buttons): no fill, a grey wash when pressed or hovered. */
const flat = ['row', 'tile', 'icon', 'link'] as const;

/**
 * A state as react-aria marks it, or as a native button (`PlainButton`, `data-plain`) has it; hover only where
 * there is a hovering pointer (a tapped native button would keep its hover look on a phone).
 */
const HOVERED = '[data-hovered]';
const PLAIN_HOVERED = '[data-plain]:hover:enabled';
const PRESSED = ['[data-pressed]', '[data-plain]:active:enabled'];
const FOCUS_VISIBLE = ['[data-focus-visible]', '[data-plain]:focus-visible'];
/** `&<state>` for each way of having the state, after `prefix` (a variant). */
const on = (states: readonly string[], prefix = (s: string) => `&${s}`) => states.map(prefix).join(', ');

const flatHover = { filter: 'none', background: vars.color.surfaceMuted };
const flatStates = Object.fromEntries(
  flat.flatMap((name) => [
    [variant(name, HOVERED), flatHover],
    [
      on(PRESSED, (s) => variant(name, s)),
      { filter: 'none', transform: 'none', background: vars.color.surfaceMuted },
    ],
  ]),
);
const flatPlainHover = Object.fromEntries(flat.map((name) => [variant(name, PLAIN_HOVERED), flatHover]));
const insideRing = Object.fromEntries(
  (['row', 'tile', 'icon'] as const).map((name) => [
    on(FOCUS_VISIBLE, (s) => variant(name, s)),
    focusRingStyle('inside'),
  ]),
);

/**
 * One look for buttons and button-like links. Variant, size and width come as data attributes
 * (`data-variant`, `data-size`, `data-full-width`); react-aria adds `data-pressed`, `data-hovered`,
 * `data-focus-visible`, `data-disabled` and `data-pending`. A native button (`PlainButton`, `data-plain`)
 * takes the same looks from its own states: `:hover`, `:active`, `:focus-visible`, `:disabled`.
 *
 * Variants and sizes weigh one class (`:where()`), states two. A component that adjusts the look composes
 * this class into its own — `style([button, { … }])` — which puts its rules after these, so they win.
 */
export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  padding: `0 ${vars.space.lg}`,
  boxSizing: 'border-box',
  border: `${vars.border.width} solid transparent`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  touchAction: 'manipulation',
  outline: 'none',
  transition: 'background-color 120ms, border-color 120ms, transform 80ms',
  background: vars.color.accent,
  color: vars.color.accentText,
  selectors: {
    [variant('secondary')]: {
      background: vars.color.surface,
      color: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [variant('danger')]: {
      background: vars.color.surface,
      color: vars.color.danger,
      borderColor: vars.color.danger,
    },
    [variant('quiet')]: {
      background: 'transparent',
      color: vars.color.accent,
    },
    // An underlined text link, still a touch target tall (secondary actions under a form).
    [variant('link')]: {
      padding: `0 ${vars.space.xs}`,
      background: 'transparent',
      color: vars.color.accent,
      borderRadius: vars.radius.sm,
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
    },
    // A full-width entry of a list: content from the start, no rounding, so rows stack into one card.
    [variant('row')]: {
      display: 'flex',
      justifyContent: 'flex-start',
      gap: vars.space.md,
      width: '100%',
      minHeight: `calc(${vars.size.touchTarget} + 12px)`,
      padding: `${vars.space.sm} ${vars.space.lg}`,
      borderRadius: 0,
      background: 'transparent',
      color: vars.color.text,
      fontWeight: vars.font.weightNormal,
      textAlign: 'start',
    },
    // An icon above a short label (shortcut grids, tab bars); takes the colour of its container.
    [variant('tile')]: {
      flexDirection: 'column',
      justifyContent: 'flex-start',
      gap: vars.space.xs,
      minWidth: 0,
      padding: `${vars.space.xs} 2px`,
      background: 'transparent',
      color: 'inherit',
      fontSize: vars.font.sizeSm,
      lineHeight: 1.25,
    },
    // A square touch target holding one icon; give it an aria-label.
    [variant('icon')]: {
      flex: 'none',
      width: vars.size.touchTarget,
      padding: 0,
      background: 'transparent',
      color: vars.color.textMuted,
    },
    [variant('icon', '[data-size="sm"]')]: { width: '36px', minWidth: '36px', minHeight: '40px', padding: 0 },
    '&:where([data-size="lg"])': {
      minHeight: `calc(${vars.size.touchTarget} + 4px)`,
      fontSize: vars.font.sizeLg,
    },
    '&:where([data-size="sm"])': { padding: `0 ${vars.space.md}`, fontSize: vars.font.sizeSm },
    '&:where([data-full-width])': { display: 'flex', width: '100%' },
    [`&${HOVERED}`]: { filter: 'brightness(0.95)' },
    [on(PRESSED)]: { transform: 'scale(0.98)', filter: 'brightness(0.9)' },
    ...flatStates,
    ...focusRingOn(on(FOCUS_VISIBLE)),
    ...insideRing,
    '&[data-disabled], &:disabled': {
      cursor: 'not-allowed',
      opacity: 0.55,
      filter: 'none',
      transform: 'none',
    },
    '&[data-pending]': { cursor: 'progress' },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { [`&${PLAIN_HOVERED}`]: { filter: 'brightness(0.95)' }, ...flatPlainHover },
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
  },
});
