import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

export const filter = style({ display: 'grid', gap: vars.space.xs, maxWidth: '320px' });

export const filterLabel = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const select = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const state = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `${vars.border.width} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.font.weightBold });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const entry = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    // A table-like row on a wide screen: what and when, who, address, outcome side by side.
    'screen and (min-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
      alignItems: 'center',
      gap: vars.space.md,
    },
  },
});

export const what = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const action = style({ fontWeight: vars.font.weightBold });

export const target = style({ fontSize: vars.font.sizeSm, overflowWrap: 'anywhere' });

export const when = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const fact = style({ margin: 0, fontSize: vars.font.sizeSm, overflowWrap: 'anywhere' });
globalStyle(`${fact} dt`, { display: 'inline', color: vars.color.textMuted });
globalStyle(`${fact} dt::after`, { content: '": "' });
globalStyle(`${fact} dd`, { display: 'inline', margin: 0 });

export const outcome = style({
  justifySelf: 'start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.ok,
  background: vars.color.okSurface,
  selectors: {
    '&[data-outcome="failed"]': { color: vars.color.danger, background: vars.color.dangerSurface },
  },
});

export const more = style({ justifySelf: 'center' });
