import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Empty, it takes no room; with text, a tinted band in the tone's colour (`data-tone`). */
export const formMessage = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  selectors: {
    '&:empty': { display: 'none' },
    '&[data-tone="success"]': { color: vars.color.ok, background: vars.color.okSurface },
    '&[data-tone="error"]': { color: vars.color.danger, background: vars.color.dangerSurface },
  },
});
