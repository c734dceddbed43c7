import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardLinkStates } from '../ui/CardLink/CardLink.css';
import { pill } from '../ui/shared.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  minHeight: vars.size.touchTarget,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderLeftColor: vars.color.ok,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  selectors: {
    '&[data-state="offline"]': { borderLeftColor: vars.color.danger },
    '&[data-state="unknown"]': { borderLeftColor: vars.color.unknown },
    ...cardLinkStates,
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const badge = style([
  pill,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.ok,
    background: vars.color.okSurface,
    selectors: {
      '[data-state="offline"] &': { color: vars.color.danger, background: vars.color.dangerSurface },
      '[data-state="unknown"] &': { color: vars.color.unknown, background: vars.color.unknownSurface },
    },
  },
]);

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: 'currentColor',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const definition = style({ margin: 0, minWidth: 0 });

export const term = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-errors="true"]': { color: vars.color.danger, fontWeight: vars.font.weightBold },
    '&[data-missing="true"]': { color: vars.color.textMuted },
  },
});
