import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';
import { cards as sharedCards } from '../../shell/screens.css';

/* Shared styles of the cabinet screens. */

export { cardItem, count, heading, section, state } from '../../shell/screens.css';

export const cards = style([sharedCards, { gap: vars.space.md }]);

export const subheading = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const seriesPicker = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const actions = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const settingList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const settingItem = style({
  selectors: { '& + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` } },
});

export const settingLink = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-pressed], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '-4px',
    },
  },
});

export const settingLoop = style({
  minWidth: '40px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  boxSizing: 'border-box',
  textAlign: 'center',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const settingText = style({ display: 'grid', minWidth: 0 });
export const settingName = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });
export const settingMeta = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
export const chevron = style({ color: vars.color.textMuted });

/** A toggle of the series picker (flow, inlet, outlet). */
export const segment = style({
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
    '&[data-pressed]:not([data-selected])': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** The record modes: data and time side by side where there is room, one under the other on a phone. */
export const recordModes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const timeMode = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

/** The hour count: a short field, not the whole column. */
export const hours = style({ maxWidth: '200px' });

export const recordShows = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
