import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { framedList, framedListItem, panel } from '../../ui/shared.css';

/*
 * Entries waiting to send: a warning-tinted card (something is not yet where it belongs), its count as the
 * heading, then one row per entry with its Discard button at the end.
 */

export const root = style([
  panel,
  {
    gap: vars.space.sm,
    background: vars.color.warningSurface,
    borderInlineStart: `4px solid ${vars.color.warning}`,
    selectors: { '&[data-sending]': { borderInlineStartColor: vars.color.accent } },
  },
]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.35,
});

export const hint = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const list = framedList;

export const item = style([
  framedListItem,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    minHeight: vars.size.touchTarget,
  },
]);

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `2px ${vars.space.sm}`,
  minWidth: 0,
});

export const kind = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const value = style({
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const time = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const refused = style({
  flexBasis: '100%',
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

/** Discard keeps its word whole: the facts wrap, the button does not. */
export const discard = style({ flexShrink: 0, whiteSpace: 'nowrap' });

export const dialogText = style({ margin: 0, overflowWrap: 'anywhere' });
