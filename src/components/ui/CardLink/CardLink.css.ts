import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingOn, type Selectors } from '../focusRing';

/** The title link of a card: its ::after stretches over the nearest positioned ancestor, the card. */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
});

/**
 * The states a card holding a `CardLink` shows, for its `selectors` (`{ ...cardLinkStates }`): the focus ring while the link has
 * keyboard focus, and a grey wash while it is pressed. The card needs `position: relative`.
 */
export const cardLinkStates: Selectors = {
  ...focusRingOn('&:has([data-focus-visible])'),
  '&:has([data-pressed])': { background: vars.color.surfaceMuted },
};

/**
 * A card that links as a whole (its title is a `CardLink`) and shows its state on a stripe along its start
 * edge: ok, unless the caller's state selectors colour it (`borderLeftColor`).
 */
export const linkCard = style({
  position: 'relative',
  display: 'grid',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderLeftColor: vars.color.ok,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  selectors: cardLinkStates,
});
