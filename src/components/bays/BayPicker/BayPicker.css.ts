import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { choice } from '../../ui/choice.css';
import { bodyText, focusRing } from '../../ui/shared.css';

export const root = style([
  bodyText,
  {
    display: 'grid',
    gap: vars.space.md,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
  },
]);

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

/** The select's button: the look of a text field, one touch target tall. */
export const selectButton = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    boxSizing: 'border-box',
    padding: `0 ${vars.space.md}`,
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: `max(16px, ${vars.font.sizeMd})`,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '[data-invalid] > &': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
      '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
    },
  },
]);

export const selectValue = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'min(60vh, 420px)',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(0,0,0,0.2)',
  fontFamily: vars.font.family,
});

export const listBox = style({ outline: 'none', padding: vars.space.xs });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.accentText },
  },
});

export const optionCount = style({ fontSize: vars.font.sizeSm, opacity: 0.8, whiteSpace: 'nowrap' });

export const bins = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** The bins of a section: as many columns as fit, scrolling inside past a few rows. */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.xs,
  maxHeight: '236px',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: '2px',
});

export const tile = style([
  choice,
  {
    display: 'grid',
    placeItems: 'center',
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.md,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
    textAlign: 'center',
  },
]);

export const hint = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '32px',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});
