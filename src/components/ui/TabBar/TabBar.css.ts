import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { button } from '../Button/Button.css';

/** The bar; `data-placement="fixed"` (default) pins it to the bottom of the viewport above the home indicator. */
export const bar = style({
  boxSizing: 'border-box',
  width: '100%',
  background: vars.color.surface,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  fontFamily: vars.font.family,
  selectors: {
    '&[data-placement="fixed"]': {
      position: 'fixed',
      left: 0,
      right: 0,
      bottom: 0,
      zIndex: 100,
      paddingBottom: 'env(safe-area-inset-bottom, 0px)',
    },
  },
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  maxWidth: '720px',
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', minWidth: 0 });

/** A tab: the kit's tile as a full-height cell of the bar, accent-coloured with a top mark when current. */
export const link = style([
  button,
  {
    flex: 1,
    justifyContent: 'center',
    gap: '2px',
    minHeight: '56px',
    borderRadius: 0,
    color: vars.color.textMuted,
    lineHeight: 1.2,
    selectors: {
      '&[aria-current="page"]': { color: vars.color.accent },
      '&[aria-current="page"]::before': {
        content: '""',
        position: 'absolute',
        top: 0,
        left: '25%',
        right: '25%',
        height: '3px',
        borderRadius: '0 0 3px 3px',
        background: vars.color.accent,
      },
    },
  },
]);

/** Up to two lines (long English labels in the large sunlight type), never cut mid-word. */
export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  textWrap: 'balance',
  fontSize: `min(${vars.font.sizeSm}, 14px)`,
  lineHeight: 1.15,
});

export const iconWrap = style({ position: 'relative', display: 'inline-flex' });
