import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const fade = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { transform: 'translateY(24px)', opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.45)',
  selectors: { '&[data-entering]': { animation: `${fade} 160ms ease-out` } },
  '@media': {
    '(min-width: 640px)': { alignItems: 'center' },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

/** A bottom sheet on phones, a centred card from 640 px up. */
export const modal = style({
  width: '100%',
  maxWidth: '520px',
  maxHeight: 'calc(100dvh - 48px)',
  overflow: 'auto',
  boxSizing: 'border-box',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  border: `${vars.border.width} solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${rise} 200ms ease-out` } },
  '@media': {
    '(min-width: 640px)': { borderRadius: vars.radius.lg, margin: vars.space.lg },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const dialog = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  outline: 'none',
  fontFamily: vars.font.family,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

/** The close button: the kit's icon button, pulled to the sheet's edge. */
export const close = style({ marginRight: `calc(-1 * ${vars.space.sm})` });

export const actions = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.sm,
});

export const text = style({ margin: 0 });

/** What a confirmation is about (a file's name, a command), set apart so the user reads it before deciding. */
export const subject = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
  fontWeight: vars.font.weightBold,
});
