import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

export const note = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/**
 * The kinds of file: three segments in a row, but one under the other on an English phone, where 'Average
 * temperature' does not fit a third of the width.
 */
export const kinds = style({});
globalStyle(`html:lang(en) ${kinds} > div`, {
  '@media': { 'screen and (max-width: 520px)': { gridTemplateColumns: '1fr' } },
});
