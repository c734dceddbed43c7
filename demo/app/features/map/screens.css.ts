import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

/**
 * The map screens take the rest of the viewport (under the header, above the tab bar) so that the whole map
 * shows on a phone without scrolling; what follows the map (legend, bay list) stays in the column.
 */
export const screen = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  '@media': { 'screen and (min-width: 768px)': { padding: `${vars.space.md} ${vars.space.lg}` } },
});

/** The 3D frame grows into the room the screen leaves. */
export const frame = style({ flex: '1 1 auto', minHeight: '320px' });

/** The header's title: the route's name with the area under it, each cut short rather than wrapped. */
export const title = style({ display: 'grid', lineHeight: 1.25 });

export const titleLine = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const areaLine = style([
  titleLine,
  { fontSize: vars.font.sizeSm, fontWeight: vars.font.weightNormal, color: vars.color.textMuted },
]);

/** The area switch: one row of chips that scrolls sideways, the ranking link kept at its end. */
export const areaSwitch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const areaList = style({
  // The offset parent of the chips, so the area shown can be scrolled into sight.
  position: 'relative',
  display: 'flex',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
  overflowX: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  scrollbarWidth: 'thin',
});

const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderRadius: '999px',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  fontSize: vars.font.sizeSm,
  outlineOffset: '2px',
} as const;

export const areaChip = style({
  ...chip,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
      fontWeight: vars.font.weightBold,
    },
  },
});

export const rankingLink = style({
  ...chip,
  flex: 'none',
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
  fontWeight: vars.font.weightBold,
});
