import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { choice } from '../../ui/choice.css';

export const picker = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** Thermometer names are long ("TD19-010-0.5m"): two a row on a phone, more on a desktop. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))',
  gap: vars.space.xs,
});

/** One thermometer: the shared choice look, a check mark before the name. */
export const chip = style([
  choice,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.sizeSm,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
]);

export const mark = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '18px',
  height: '18px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.sm,
  border: `2px solid currentColor`,
  fontSize: '13px',
  lineHeight: 1,
});

/** Why a choice was refused (a third thermometer, the last one taken off). */
export const refusal = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm });
