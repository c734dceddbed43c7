import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { bodyText } from '../shared.css';

export const pager = style([
  bodyText,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
  },
]);

export const links = style({ display: 'flex', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** Page numbers and steps are square touch targets; numbers keep their width as they grow. */
export const link = style({ padding: `0 ${vars.space.sm}`, fontVariantNumeric: 'tabular-nums' });

export const step = style({ padding: 0, fontSize: vars.font.sizeLg });

/** "Page 2 of 5": on its own line under the links on a phone, beside them where there is room. */
export const status = style({
  flexBasis: '100%',
  textAlign: 'center',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  '@media': { '(min-width: 600px)': { flexBasis: 'auto' } },
});
