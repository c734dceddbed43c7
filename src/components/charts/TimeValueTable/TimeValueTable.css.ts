import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import {
  listRoot,
  listSummary,
  skeleton as skeletonBlock,
  tableCaption,
  tableScroller,
} from '../../ui/shared.css';

export const root = listRoot;

/** The rows scroll sideways inside their frame on the narrowest phones rather than widening the page. */
export const scroller = tableScroller;

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.sizeSm,
});

export const caption = tableCaption;

export const count = style({
  display: 'block',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightNormal,
  color: vars.color.textMuted,
});

export const headerCell = style({
  padding: vars.space.sm,
  textAlign: 'right',
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'left' } },
});

export const unit = style({ display: 'block', fontWeight: vars.font.weightNormal });

const rowCell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
} as const;

export const timeCell = style({
  ...rowCell,
  textAlign: 'left',
  fontWeight: vars.font.weightNormal,
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

export const date = style({ color: vars.color.textMuted, marginInlineEnd: vars.space.sm });

export const valueCell = style({
  ...rowCell,
  textAlign: 'right',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  selectors: {
    '&[data-missing="true"]': {
      fontSize: vars.font.sizeSm,
      fontWeight: vars.font.weightNormal,
      color: vars.color.textMuted,
    },
    'tr:last-child > &': { borderBottom: 'none' },
  },
});

export const summary = listSummary;

export const skeleton = style([skeletonBlock, { height: '36px' }]);
