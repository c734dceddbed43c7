import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingOn } from '../../ui/focusRing';
import { bodyText, tableCaption, tableScroller } from '../../ui/shared.css';

/** Wide enough for size and upload time in columns of their own; narrower, they go under the name. */
const WIDE = '(min-width: 560px)';

/** The table lays itself out by its own width (a phone, a desktop page, a portal's side column). */
export const root = style([
  bodyText,
  { display: 'grid', gap: vars.space.md, minWidth: 0, containerType: 'inline-size' },
]);

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The upload under way: name, bar, percent and bytes, and its cancel button. */
export const progress = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const progressBar = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const progressLabel = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.sm}`,
  minWidth: 0,
});

export const progressName = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontWeight: vars.font.weightBold,
});

export const progressValue = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const track = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `${vars.border.width} solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  background: vars.color.accent,
  transition: 'width 120ms linear',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: { '[data-indeterminate] &': { width: '100%', opacity: 0.4 } },
});

/** The table scrolls inside its frame if it ever gets wider than the page, rather than widening it. */
export const scroller = tableScroller;

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const caption = tableCaption;

const cellBase = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
} as const;

export const headerCell = style({
  ...cellBase,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  whiteSpace: 'nowrap',
});

/** Size and time columns: shown only when the table is wide. */
export const wideOnly = style({ display: 'none', '@container': { [WIDE]: { display: 'table-cell' } } });

export const nameCell = style({
  ...cellBase,
  width: '100%',
  fontWeight: vars.font.weightNormal,
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

/** Long names without spaces (`温控报告_2025_07_第三期…`) break anywhere rather than widen the table. */
export const name = style({ display: 'block', overflowWrap: 'anywhere', fontWeight: vars.font.weightBold });

/** Size and time under the name, on narrow tables only. */
export const meta = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
  '@container': { [WIDE]: { display: 'none' } },
});

export const cell = style({
  ...cellBase,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

export const actionsCell = style({
  ...cellBase,
  whiteSpace: 'nowrap',
  textAlign: 'right',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

/** A plain link with the kit button's look: the states react-aria would set, from CSS instead. */
export const downloadLink = style({
  textDecoration: 'none',
  selectors: {
    '&:hover': { filter: 'brightness(0.95)' },
    '&:active': { transform: 'scale(0.98)', filter: 'brightness(0.9)' },
    ...focusRingOn('&:focus-visible'),
  },
});

/** Download above delete on a narrow table (the name keeps the width), side by side on a wide one. */
export const actions = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  '@container': { [WIDE]: { flexDirection: 'row', gap: vars.space.sm } },
});
