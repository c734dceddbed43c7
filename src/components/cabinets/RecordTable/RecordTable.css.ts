import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { listRoot, tableCaption, tableScroller } from '../../ui/shared.css';

export const root = listRoot;

/** The table scrolls sideways inside its frame on the narrowest phones rather than widening the page. */
export const scroller = tableScroller;

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.sizeSm,
});

export const caption = tableCaption;

export const headerCell = style({
  position: 'sticky',
  top: 0,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  textAlign: 'right',
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'left' } },
});

export const unit = style({ display: 'block', fontWeight: vars.font.weightNormal });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'right',
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-missing="true"]': { color: vars.color.textMuted },
    '&[data-state="unknown"], &[data-state="stopped"]': {
      color: vars.color.warning,
      fontWeight: vars.font.weightBold,
    },
    'tr:last-child > &': { borderBottom: 'none' },
  },
});

export const timeCell = style({
  textAlign: 'left',
  fontWeight: vars.font.weightNormal,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

export const date = style({ display: 'block', color: vars.color.textMuted });

export const skeletonRow = style({
  height: '36px',
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});
