import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

/* Styles of the warning screens. */

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The three categories: one column on a phone, side by side on a desktop. */
export const categories = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  alignItems: 'start',
});

export const category = style({
  display: 'grid',
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const categoryHeader = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const categoryIcon = style({ display: 'inline-flex', color: vars.color.accent });

export const categoryTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/** A category's sum: red with unread warnings, muted at 0. */
export const sum = style({
  minWidth: '2.25em',
  padding: `2px ${vars.space.sm}`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.surface,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  selectors: {
    '&[data-zero]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    '&[data-loading]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

export const linkList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const linkRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    'li + li > &': { borderTop: `${vars.border.width} solid ${vars.color.border}` },
    '&[data-pressed], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '-4px',
    },
  },
});

export const linkLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const linkCount = style({
  minWidth: '1.75em',
  padding: `0 ${vars.space.xs}`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  selectors: { '&[data-empty]': { visibility: 'hidden' } },
});

export const chevron = style({ color: vars.color.textMuted });

/** The row of a screen's own actions, above its content, at the end. */
export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBottom: `calc(-1 * ${vars.space.sm})`,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const dialogText = style({ margin: `0 0 ${vars.space.md}` });

/** What a badge or a list's number counts, said in words under the toolbar. */
export const countNotes = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
