import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/**
 * The one look of "nothing here", "loading" and "that failed" inside a component (lists, charts, panels).
 * State as `data-tone` (`empty`, `loading`, `error`); `data-framed` draws the dashed box charts keep where the
 * plot would be.
 */
export const statusMessage = style({
  display: 'grid',
  justifyItems: 'start',
  alignContent: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: {
    '&[data-tone="error"]': {
      color: vars.color.danger,
      background: vars.color.dangerSurface,
      borderColor: vars.color.danger,
    },
    '&[data-framed]': {
      justifyItems: 'center',
      textAlign: 'center',
      background: 'transparent',
      borderStyle: 'dashed',
    },
    '&[data-framed][data-tone="error"]': { background: 'transparent' },
  },
});
