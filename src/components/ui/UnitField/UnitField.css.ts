import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/* The field, label, box and input are the TextField's; these are what a number with a unit adds. */

/** A small muted label for fields side by side (days, hours, minutes). */
export const compactLabel = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
});

/** Digits line up in columns as they are typed. */
export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

/** The unit inside the box, after the number. */
export const unit = style({
  flex: 'none',
  alignSelf: 'center',
  paddingInlineEnd: vars.space.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
});

/** The ± button at the end of the box, a full touch target parted from the number by a rule. */
export const sign = style({
  flex: 'none',
  minWidth: vars.size.touchTarget,
  borderInlineStart: `${vars.border.width} solid ${vars.color.border}`,
  borderStartStartRadius: 0,
  borderEndStartRadius: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});
