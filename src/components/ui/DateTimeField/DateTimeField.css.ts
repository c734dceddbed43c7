import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../shared.css';

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

/** The typed date and time with the calendar button at its end, one touch target tall. */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
  paddingInlineStart: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    '&[data-invalid]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled]': { background: vars.color.surfaceMuted },
  },
});

export const input = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  // 16 px or more keeps iOS from zooming into the field.
  fontSize: `max(16px, ${vars.font.sizeMd})`,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  padding: '2px 1px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  // A literal space between date and time is a flex item of its own: kept, not collapsed away.
  whiteSpace: 'pre',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted, padding: '2px 0' },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.accentText },
  },
});

/** The calendar opener: a square touch target at the end of the box. */
export const calendarButton = style({ flex: 'none', marginInlineStart: 'auto' });

export const icon = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 2 });

export const popover = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(0,0,0,0.2)',
  fontFamily: vars.font.family,
  maxWidth: 'calc(100vw - 16px)',
  overflow: 'auto',
});

export const dialog = style({ outline: 'none', padding: vars.space.sm });

export const calendar = style({ display: 'grid', gap: vars.space.xs });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const grid = style({ borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const weekday = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontWeight: 'normal',
});

export const cell = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    color: vars.color.text,
    selectors: {
      '&[data-outside-month]': { visibility: 'hidden' },
      '&[data-disabled], &[data-unavailable]': {
        color: vars.color.textMuted,
        opacity: 0.45,
        cursor: 'default',
      },
      '&[data-hovered]:not([data-disabled]):not([data-selected])': { background: vars.color.surfaceMuted },
      '&[data-selected]': { background: vars.color.accent, color: vars.color.accentText },
    },
  },
]);
