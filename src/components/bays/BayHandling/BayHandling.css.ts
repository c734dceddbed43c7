import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { linkCard } from '../../ui/CardLink/CardLink.css';
import { framedList, framedListItem, pill } from '../../ui/shared.css';

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

/** The facts of a bay to handle read as plain text, not figures to compare. */
export const definition = style({ fontWeight: vars.font.weightNormal });

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
