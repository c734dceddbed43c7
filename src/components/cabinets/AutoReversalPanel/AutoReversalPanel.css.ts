import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { pill } from '../../ui/shared.css';

export { factTerm as term } from '../../ui/shared.css';

/* Cards, forms, segments, fields, buttons, entry lists and the form message come from the ui kit; these are
   the reversal parts. */

export const current = style({ margin: 0, fontWeight: vars.font.weightBold });

export const pressures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const pressure = style({
  display: 'grid',
  gap: '2px',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});

export const pressureValue = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-missing]': {
      fontSize: vars.font.sizeSm,
      fontWeight: vars.font.weightNormal,
      color: vars.color.textMuted,
    },
  },
});

export const interval = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const intervalLegend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weightBold,
});

export const timeGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  minWidth: 0,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const intervalError = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});

export const result = style([
  pill,
  {
    selectors: {
      '&[data-result="waiting"]': { color: vars.color.warning, background: vars.color.warningSurface },
      '&[data-result="success"]': { color: vars.color.ok, background: vars.color.okSurface },
      '&[data-result="interrupted"]': { color: vars.color.danger, background: vars.color.dangerSurface },
    },
  },
]);

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pageText = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
