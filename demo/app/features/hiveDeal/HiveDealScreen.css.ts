import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

const WIDE = 'screen and (min-width: 900px)';
const NARROW = 'screen and (max-width: 899.98px)';

/**
 * The list beside the open bay on a wide screen; on a phone one of the two: the list, or the bay once one is
 * opened (`data-open`), so back returns to the list.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': {
    [WIDE]: { gridTemplateColumns: 'minmax(300px, 5fr) minmax(0, 6fr)', alignItems: 'start' },
  },
});

export const listPane = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [NARROW]: { selectors: { '[data-open] > &': { display: 'none' } } } },
});

export const detailPane = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': {
    [NARROW]: { selectors: { ':not([data-open]) > &': { display: 'none' } } },
    [WIDE]: { position: 'sticky', top: vars.space.lg },
  },
});

export const bayHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const bayTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const bayMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});
