import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { listRoot, pill } from '../../ui/shared.css';

export const root = style([listRoot, { gap: vars.space.md }]);

export const temp = style({ fontVariantNumeric: 'tabular-nums', fontSize: vars.font.sizeLg });

/** The bin number(s) of a reading, a quiet label at the end of its line. */
export const bin = style([
  pill,
  {
    color: vars.color.text,
    background: vars.color.surfaceMuted,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    textAlign: 'end',
  },
]);

/** A hand entry (one with a user) is marked along its start edge. */
export const reading = style({
  selectors: {
    '&[data-manual]': {
      paddingLeft: vars.space.sm,
      borderLeft: `3px solid ${vars.color.accent}`,
    },
  },
});
