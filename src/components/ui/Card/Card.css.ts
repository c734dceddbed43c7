import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A raised block of a panel; `data-tone="warning"` adds a stripe on the start edge. */
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  selectors: {
    '&[data-tone="warning"]': { borderInlineStart: `4px solid ${vars.color.warning}` },
  },
});

export const title = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

/** A column of cards (a panel): one column on a phone, a comfortable reading width on a desktop. */
export const cardStack = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  maxWidth: '760px',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
});
