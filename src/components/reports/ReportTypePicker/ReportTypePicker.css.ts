import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../ui/shared.css';

/** The select's button: the look of a text field, one touch target tall; the type's hint under its name. */
export const button = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    minHeight: vars.size.touchTarget,
    boxSizing: 'border-box',
    padding: `${vars.space.xs} ${vars.space.md}`,
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: `max(16px, ${vars.font.sizeMd})`,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
      '&[data-pressed]': { background: vars.color.surfaceMuted },
    },
  },
]);

export const value = style({ display: 'grid', minWidth: 0, fontWeight: vars.font.weightBold });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'min(70vh, 480px)',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  fontFamily: vars.font.family,
});

export const listBox = style({ outline: 'none', padding: vars.space.xs });

/** One type: its name over what a row of it holds. */
export const option = style({
  display: 'grid',
  gap: '2px',
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.accentText },
  },
});

export const name = style({ fontWeight: vars.font.weightBold });

export const hint = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightNormal,
  opacity: 0.85,
  whiteSpace: 'normal',
});
