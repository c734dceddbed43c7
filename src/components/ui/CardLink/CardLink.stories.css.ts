import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { cardLinkStates } from './CardLink.css';

/** A card as the components build one around a CardLink. */
export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '360px',
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family,
  selectors: { ...cardLinkStates },
});
