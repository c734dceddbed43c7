import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { linkCard } from '../../ui/CardLink/CardLink.css';
import { bodyText, factColumn, factList, pill } from '../../ui/shared.css';

export { factTerm as term } from '../../ui/shared.css';

export const card = style([
  linkCard,
  bodyText,
  {
    gap: vars.space.sm,
    padding: vars.space.lg,
    selectors: {
      '&[data-state="offline"]': { borderLeftColor: vars.color.danger },
      '&[data-state="unknown"]': { borderLeftColor: vars.color.unknown },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const badge = style([
  pill,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.ok,
    background: vars.color.okSurface,
    selectors: {
      '[data-state="offline"] &': { color: vars.color.danger, background: vars.color.dangerSurface },
      '[data-state="unknown"] &': { color: vars.color.unknown, background: vars.color.unknownSurface },
    },
  },
]);

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: 'currentColor',
});

export const facts = style([factList, { vars: { [factColumn]: '140px' } }]);

export const fact = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const definition = style({ margin: 0, minWidth: 0 });

export const value = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-errors="true"]': { color: vars.color.danger, fontWeight: vars.font.weightBold },
    '&[data-missing="true"]': { color: vars.color.textMuted },
  },
});
