import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { choice } from '../choice.css';

export const group = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** Equal segments that wrap to a second row on a narrow phone rather than squeeze their text. */
export const segments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
  gap: vars.space.xs,
});

/** One segment over the shared choice look (`data-selected`, `data-pressed`, `data-invalid` …). */
export const segment = style([
  choice,
  {
    display: 'grid',
    placeItems: 'center',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    textAlign: 'center',
    borderRadius: vars.radius.md,
  },
]);
