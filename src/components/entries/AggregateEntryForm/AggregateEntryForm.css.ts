import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { choice } from '../../ui/choice.css';

export const group = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** Two categories a row on a phone, as many as fit on a desktop; long names wrap inside their tile. */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))',
  gap: vars.space.xs,
});

/** One category over the shared choice look: its type, and its region under it. */
export const tile = style([
  choice,
  {
    display: 'grid',
    alignContent: 'center',
    gap: '2px',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    textAlign: 'start',
    overflowWrap: 'anywhere',
  },
]);

export const region = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightNormal,
  opacity: 0.85,
});

export const note = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
