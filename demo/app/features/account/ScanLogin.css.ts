import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

export const root = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight });

/** The authorisation address, shown whole so it can be typed or scanned from another screen. */
export const address = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  color: vars.color.text,
});

export const caption = style({
  display: 'block',
  marginBottom: vars.space.xs,
  fontFamily: vars.font.family,
  color: vars.color.textMuted,
});

export const status = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });
