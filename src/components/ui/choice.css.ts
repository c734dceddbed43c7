import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The look shared by every pressable choice (a segment of a SegmentedControl, a tile of a CheckboxTileGroup):
 * outlined, filled with the accent when react-aria marks it `data-selected`, red-edged when invalid.
 */
export const choice = style({
  boxSizing: 'border-box',
  minHeight: vars.size.touchTarget,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  touchAction: 'manipulation',
  selectors: {
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
    '&[data-pressed]:not([data-selected])': { background: vars.color.surfaceMuted },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[data-invalid]:not([data-selected])': { borderColor: vars.color.danger },
  },
});
