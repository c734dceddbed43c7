import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { button } from '../Button/Button.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  display: 'grid',
  gridTemplateColumns: `minmax(${vars.size.touchTarget}, auto) 1fr minmax(${vars.size.touchTarget}, auto)`,
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '52px',
  padding: `env(safe-area-inset-top, 0px) ${vars.space.xs} 0`,
  boxSizing: 'border-box',
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  fontFamily: vars.font.family,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  textAlign: 'center',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const side = style({ display: 'flex', alignItems: 'center', minWidth: 0 });
export const end = style([side, { justifyContent: 'flex-end' }]);

/** The back arrow: the kit's icon button in the accent colour, like a link back. */
export const back = style([button, { color: vars.color.accent }]);
