import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Tone comes as `data-tone` (info, success, warning, danger). */
export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid currentColor`,
  borderLeftWidth: '4px',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  selectors: {
    '&[data-tone="success"]': { color: vars.color.ok, background: vars.color.okSurface },
    '&[data-tone="warning"]': { color: vars.color.warning, background: vars.color.warningSurface },
    '&[data-tone="danger"]': { color: vars.color.danger, background: vars.color.dangerSurface },
  },
});

export const icon = style({ flex: 'none', marginTop: '1px' });
export const body = style({ minWidth: 0, display: 'grid', gap: vars.space.xs });
export const title = style({ margin: 0, fontSize: vars.font.sizeMd });
