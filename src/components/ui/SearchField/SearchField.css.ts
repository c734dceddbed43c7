import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The field and its button on one line, the button at the field's foot. */
export const root = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
});

export const field = style({ flex: '1 1 auto' });

/** The browser's own clear cross is hidden: the kit's button replaces it. */
export const input = style({
  selectors: {
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
});

export const clear = style({ flex: 'none', alignSelf: 'center' });

/** As tall as the field's box (its border included), level with it. */
export const submit = style({
  flex: 'none',
  minHeight: `calc(${vars.size.touchTarget} + 2 * ${vars.border.width})`,
});
