import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { factColumn, fact as factItem, factList, factTerm, panel, pill } from '../../ui/shared.css';

export const root = panel;

export const header = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const bar = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const barLabels = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontWeight: vars.font.weightBold,
});

export const count = style({
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.sizeLg,
  whiteSpace: 'nowrap',
});

export const track = style({
  position: 'relative',
  height: '14px',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `${vars.border.width} solid ${vars.color.border}`,
});

/**
 * The filled part (its width set inline from the progress): accent while running, ok when every bay went
 * out, warning with failures, grey when cancelled.
 */
export const trackFill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  background: vars.color.accent,
  borderRadius: vars.radius.pill,
  transition: 'width 300ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '[data-phase="finished"] &': { background: vars.color.ok },
    '[data-phase="finished"][data-failed] &': { background: vars.color.warning },
    '[data-phase="cancelled"] &': { background: vars.color.unknown },
  },
});

export const facts = style([factList, { vars: { [factColumn]: '150px' } }]);

export const fact = factItem;

export const term = factTerm;

export const definition = style({
  margin: 0,
  minWidth: 0,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const pace = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const summary = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weightBold,
  color: vars.color.ok,
  background: vars.color.okSurface,
  selectors: {
    '[data-failed] &': { color: vars.color.warning, background: vars.color.warningSurface },
    '[data-phase="cancelled"] &': { color: vars.color.text, background: vars.color.unknownSurface },
  },
});

/** The archive's name: long and without spaces, so it may break anywhere. */
export const saved = style({ margin: 0, fontSize: vars.font.sizeSm, overflowWrap: 'anywhere' });

export const failures = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const failuresTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const failureList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `2px ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` } },
});

export const failureBay = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const failureReason = style([
  pill,
  { color: vars.color.danger, background: vars.color.dangerSurface, whiteSpace: 'normal' },
]);

export const failureMessage = style({
  flexBasis: '100%',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
