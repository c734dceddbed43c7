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
  framedList,
  framedListItem,
  listRoot,
  listSummary,
  pill,
  skeleton as skeletonBlock,
} from '../../ui/shared.css';

export const root = listRoot;

export const summary = listSummary;

export const list = style([cardList, { vars: { [cardColumn]: '300px' } }]);

export const item = style({ display: 'grid' });

/** A bay to handle: the stripe is red while it has open warnings; the selected one is outlined. */
export const card = style([
  linkCard,
  {
    gap: vars.space.sm,
    padding: vars.space.md,
    borderLeftColor: vars.color.danger,
    selectors: {
      '&[data-warnings="0"]': { borderLeftColor: vars.color.ok },
      '&[data-selected]': {
        borderColor: vars.color.accent,
        boxShadow: `0 0 0 1px ${vars.color.accent}`,
      },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const bayName = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const warnings = style([
  pill,
  {
    color: vars.color.danger,
    background: vars.color.dangerSurface,
    selectors: { '[data-warnings="0"] &': { color: vars.color.ok, background: vars.color.okSurface } },
  },
]);

export const facts = style([factList, { vars: { [factColumn]: '88px' } }]);

export const fact = factItem;

export const term = factTerm;

export const definition = style({
  margin: 0,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: { '&[data-missing="true"]': { color: vars.color.textMuted } },
});

export const skeleton = style([skeletonBlock, { height: '120px' }]);

export const recordSkeleton = style([skeletonBlock, { height: '64px' }]);

/** Handling records: a timeline, newest first. */
export const records = framedList;

export const record = style([
  framedListItem,
  { display: 'grid', gap: vars.space.xs, padding: `${vars.space.sm} ${vars.space.md}`, minWidth: 0 },
]);

export const recordText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const recordMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const recordMetaItem = style({ display: 'flex', gap: vars.space.xs, minWidth: 0 });

export const recordMetaTerm = style({ margin: 0 });

export const recordMetaValue = style({ margin: 0, overflowWrap: 'anywhere' });
