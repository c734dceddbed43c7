import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A phone form: one column of fields, comfortable gaps. */
export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

/** A row of secondary actions under a form (links, toggles). */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const actions = style({ display: 'grid', gap: vars.space.sm });

export const text = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.textMuted,
});
