import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/* Cards, segments, inputs, the submit button and the notice come from LoopControlPanel.css: the two control
   panels look alike on purpose. These are the reversal-specific parts. */

export const pressures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const pressure = style({
  display: 'grid',
  gap: '2px',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});

export const pressureValue = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-missing="true"]': {
      fontSize: vars.font.sizeSm,
      fontWeight: vars.font.weightNormal,
      color: vars.color.textMuted,
    },
  },
});

export const timeGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const timeField = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const timeLabel = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
});

export const log = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const logItem = style({
  display: 'grid',
  gap: '2px',
  padding: `${vars.space.sm} 0`,
  minWidth: 0,
  selectors: { '& + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` } },
});

export const logHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  fontWeight: vars.font.weightBold,
});

export const logMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const result = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-result="waiting"]': { color: vars.color.warning, background: vars.color.warningSurface },
    '&[data-result="success"]': { color: vars.color.ok, background: vars.color.okSurface },
    '&[data-result="interrupted"]': { color: vars.color.danger, background: vars.color.dangerSurface },
  },
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pageText = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const current = style({ margin: 0, fontWeight: vars.font.weightBold });
