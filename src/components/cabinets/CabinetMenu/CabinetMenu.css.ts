import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { button } from '../../ui/Button/Button.css';
import { bodyText, framedList, framedListItem, pill } from '../../ui/shared.css';

export const root = style([bodyText, { display: 'grid', gap: vars.space.md, minWidth: 0 }]);

export const list = style([framedList, { boxShadow: vars.shadow.card, overflow: 'hidden' }]);

export const item = framedListItem;

/** The restart entry: a kit row in the danger colour. */
export const restart = style([button, { color: vars.color.danger }]);

export const icon = style({
  flex: 'none',
  width: '24px',
  height: '24px',
  color: vars.color.accent,
  selectors: { [`${restart} > &`]: { color: 'inherit' } },
});

export const label = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const count = style([
  pill,
  {
    minWidth: '28px',
    boxSizing: 'border-box',
    textAlign: 'center',
    background: vars.color.accent,
    color: vars.color.accentText,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-zero="true"]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
  },
]);

export const chevron = style({ flex: 'none', color: vars.color.textMuted, fontSize: vars.font.sizeLg });

export const status = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weightBold,
  selectors: {
    '&:empty': { display: 'none' },
    '&[data-tone="ok"]': { color: vars.color.ok, background: vars.color.okSurface },
    '&[data-tone="error"]': { color: vars.color.danger, background: vars.color.dangerSurface },
  },
});
