import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { cardColumn, cardList, listRoot, listSummary, skeleton as skeletonBlock } from '../shared.css';

export const root = listRoot;

export const summary = listSummary;

/** The cards: one column on a phone, as many of at least `--column` as fit on a wider screen. */
export const list = cardList;

/** The narrowest card column, set by the list (`column`). */
export const column = cardColumn;

export const item = style({ display: 'grid' });

/** The height of a placeholder, set by the list (`skeletonHeight`): about that of one of its cards. */
export const skeletonHeight = createVar();

export const skeleton = style([skeletonBlock, { height: skeletonHeight }]);

export const more = style({ display: 'grid', paddingTop: vars.space.xs });

export const end = style({
  margin: 0,
  padding: `${vars.space.sm} 0`,
  textAlign: 'center',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});
