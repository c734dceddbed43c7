import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { linkCard } from '../../ui/CardLink/CardLink.css';
import {
  cardColumn,
  cardList,
  factColumn,
  fact as factItem,
  factList,
  factTerm,
  listRoot,
  listSummary,
  skeleton as skeletonBlock,
} from '../../ui/shared.css';

export const root = listRoot;

export const summary = listSummary;

export const list = style([cardList, { vars: { [cardColumn]: '300px' } }]);

export const item = style({ display: 'grid' });

/** An aggregate: the accent stripe; muted while neither stage has a reading. */
export const card = style([
  linkCard,
  {
    gap: vars.space.sm,
    padding: vars.space.md,
    borderLeftColor: vars.color.accent,
    selectors: { '&[data-empty]': { borderLeftColor: vars.color.border } },
  },
]);

export const name = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

/** The two cooling stages side by side (two columns even at 320 px). */
export const facts = style([factList, { vars: { [factColumn]: '120px' } }]);

export const fact = factItem;

export const term = factTerm;

export const temp = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-missing="true"]': {
      fontSize: vars.font.sizeMd,
      fontWeight: vars.font.weightNormal,
      color: vars.color.textMuted,
    },
  },
});

export const time = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const skeleton = style([skeletonBlock, { height: '116px' }]);
