import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { pill } from '../../ui/shared.css';

export const temp = style({ fontVariantNumeric: 'tabular-nums', fontSize: vars.font.sizeLg });

/** The stage of a record, a quiet label on the end of its line. */
export const stage = style([pill, { color: vars.color.text, background: vars.color.surfaceMuted }]);

/** A hand entry (one with a user) is marked along its start edge. */
export const record = style({
  selectors: {
    '&[data-manual]': {
      paddingLeft: vars.space.sm,
      borderLeft: `3px solid ${vars.color.accent}`,
    },
  },
});

export const more = style({ justifySelf: 'start' });
