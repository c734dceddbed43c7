import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const indicator = style({
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  height: 0,
  marginBottom: `calc(-1 * ${vars.space.lg})`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  transition: 'height 120ms ease-out',
  selectors: {
    '&[data-state="pulling"]': { transition: 'none' },
    '&[data-state="refreshing"]': { height: '40px' },
  },
});
