import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../ui/shared.css';

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const group = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  padding: `0 0 0 ${vars.space.sm}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxSizing: 'border-box',
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.focus },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const input = style({ display: 'inline-flex', fontVariantNumeric: 'tabular-nums' });

export const segment = style({
  padding: '2px 1px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.accentText },
  },
});

export const dash = style({ color: vars.color.textMuted });

/** The calendar opener at the end of the field: a quiet kit button pushed to the right. */
export const calendarButton = style({ marginLeft: 'auto' });

export const icon = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 2 });

export const error = style({ color: vars.color.danger, fontSize: vars.font.sizeSm });

export const popover = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(0,0,0,0.2)',
  fontFamily: vars.font.family,
});

export const dialog = style({ outline: 'none', padding: vars.space.sm });

export const calendar = style({ display: 'grid', gap: vars.space.xs });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const grid = style({ borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const cell = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    color: vars.color.text,
    selectors: {
      '&[data-outside-month]': { visibility: 'hidden' },
      '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.5, cursor: 'default' },
      '&[data-unavailable]': { color: vars.color.textMuted, opacity: 0.5 },
      '&[data-selected]': { background: vars.color.surfaceMuted },
      '&[data-selection-start], &[data-selection-end]': {
        background: vars.color.accent,
        color: vars.color.accentText,
      },
    },
  },
]);

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A date of the field's look-alike: a native button with the look of the picker's date input. */
export const faceInput = style([
  input,
  { margin: 0, padding: 0, border: 0, background: 'none', font: 'inherit', color: 'inherit', cursor: 'text' },
]);
