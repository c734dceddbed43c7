import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

/* Styles the list screens of several features share: a search row, loading and empty lines, card grids. */

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** A search field and its button; the button stretches to the field's height unless the screen aligns it. */
export const searchRow = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const searchField = style({ flex: '1 1 200px', minWidth: 0 });

/** A loading or empty line where a list will stand. */
export const state = style({ margin: 0, color: vars.color.textMuted });

export const count = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** Cards one to a row on a phone, as many of at least 320 px as fit on a wider screen. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
});

export const cardItem = style({ display: 'grid' });

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });
