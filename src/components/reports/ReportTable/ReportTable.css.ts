import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { listRoot, skeleton, tableScroller } from '../../ui/shared.css';

export const root = listRoot;

/** The table scrolls sideways inside its frame; the first column (the bay, or the time) stays in view. */
export const scroller = style([tableScroller, { maxWidth: '100%' }]);

export const table = style({
  minWidth: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.sizeSm,
});

/** The caption above the frame: the type and how many rows. */
export const caption = style({ margin: 0, fontWeight: vars.font.weightBold, color: vars.color.text });

const edge = `${vars.border.width} solid ${vars.color.border}`;

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  textAlign: 'right',
  verticalAlign: 'bottom',
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: edge,
  whiteSpace: 'nowrap',
  selectors: {
    '&:is([data-kind="text"], [data-kind="stage"], [data-kind="entryKind"], [data-kind="dateTime"], [data-kind="date"])':
      { textAlign: 'left' },
  },
});

export const unit = style({ display: 'block', fontWeight: vars.font.weightNormal });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'right',
  borderBottom: edge,
  whiteSpace: 'nowrap',
  color: vars.color.text,
  selectors: {
    '&:is([data-kind="text"], [data-kind="stage"], [data-kind="entryKind"], [data-kind="dateTime"], [data-kind="date"])':
      { textAlign: 'left' },
    'tr:last-child > &': { borderBottom: 'none' },
  },
});

/** The first column: sticky on the left, over the cells that scroll under it. */
export const stickyCell = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  textAlign: 'left',
  fontWeight: vars.font.weightBold,
  background: vars.color.surface,
  borderRight: edge,
  selectors: {
    'thead &': { background: vars.color.surfaceMuted, zIndex: 2 },
  },
});

export const skeletonRow = style([skeleton, { height: '28px', margin: `${vars.space.xs} 0` }]);

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pageRows = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
