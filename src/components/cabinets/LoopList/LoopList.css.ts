import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { button } from '../../ui/Button/Button.css';
import { linkCard } from '../../ui/CardLink/CardLink.css';
import { bodyText, pill } from '../../ui/shared.css';

/* Styles of the cabinet's sensor lists. ThermometerList shares them: both lists look alike on purpose. */

export const root = style([bodyText, { display: 'grid', gap: vars.space.md, minWidth: 0 }]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  gap: vars.space.sm,
});

export const searchField = style({
  flex: '1 1 200px',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  position: 'relative',
});

export const searchInput = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
  padding: `0 calc(${vars.size.touchTarget} + ${vars.space.xs}) 0 ${vars.space.md}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&[data-focused]': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
  },
});

/** The search's clear button: the kit's icon button laid over the end of the input; gone while empty. */
export const clearButton = style([
  button,
  {
    position: 'absolute',
    right: 0,
    top: 0,
    bottom: 0,
    fontSize: vars.font.sizeLg,
    selectors: { '[data-empty] &': { display: 'none' } },
  },
]);

/** The manual loop-number button keeps its words on one line beside the search. */
export const enterLoop = style({ whiteSpace: 'nowrap' });

export const summary = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const summaryErrors = style({ color: vars.color.danger, fontWeight: vars.font.weightBold });

export const row = style([
  linkCard,
  {
    gap: vars.space.xs,
    padding: vars.space.md,
    selectors: {
      '&[data-health="abnormal"]': { borderLeftColor: vars.color.warning },
      '&[data-health="error"]': { borderLeftColor: vars.color.danger },
    },
  },
]);

export const rowHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const loopNumber = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '40px',
  height: '32px',
  padding: `0 ${vars.space.xs}`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const name = style({
  flex: '1 1 auto',
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const badge = style([
  pill,
  {
    color: vars.color.ok,
    background: vars.color.okSurface,
    selectors: {
      '&[data-health="abnormal"]': { color: vars.color.warning, background: vars.color.warningSurface },
      '&[data-health="error"]': { color: vars.color.danger, background: vars.color.dangerSurface },
    },
  },
]);

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const note = style({
  fontWeight: vars.font.weightBold,
  selectors: {
    '&[data-health="abnormal"]': { color: vars.color.warning },
    '&[data-health="error"]': { color: vars.color.danger },
  },
});

/* The manual loop-number dialog (in the ui Dialog). */

export const numberForm = style({ display: 'grid', gap: vars.space.lg });
