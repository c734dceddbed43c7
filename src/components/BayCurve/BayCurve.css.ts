import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The plot's place while the first load runs: same height, a quiet frame, the loading overlay on top. */
export const placeholder = style({
  position: 'relative',
  border: `${vars.border.width} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
