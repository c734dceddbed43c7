import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/**
 * A list of logged entries (commands, reversals): each a bold head line (what, and a result on the end)
 * over a muted line of facts (who, when), separated by hairlines.
 */
export const entryList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const entry = style({
  display: 'grid',
  gap: '2px',
  padding: `${vars.space.sm} 0`,
  minWidth: 0,
  selectors: { '& + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` } },
});

export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  fontWeight: vars.font.weightBold,
});

export const entryMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});
