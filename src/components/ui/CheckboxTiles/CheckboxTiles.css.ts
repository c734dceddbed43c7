import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { choice } from '../choice.css';

export const group = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** As many touch-sized tiles a row as fit: 6 on a 360 px phone, 12 or more on a desktop. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))',
  gap: vars.space.xs,
});

/** One tile over the shared choice look, numbers in columns. */
export const tile = style([
  choice,
  {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    borderRadius: vars.radius.sm,
    fontVariantNumeric: 'tabular-nums',
  },
]);

/** A small corner dot on a marked tile (e.g. a loop under automatic control). */
export const mark = style({
  position: 'absolute',
  top: '2px',
  right: '3px',
  width: '7px',
  height: '7px',
  borderRadius: '50%',
  background: vars.color.ok,
  boxShadow: `0 0 0 1.5px ${vars.color.surface}`,
});
