import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { pill } from '../../ui/shared.css';

export { factTerm as term } from '../../ui/shared.css';

/* Cards, forms, segments, tiles, fields, buttons, entry lists and the form message come from the ui kit;
   these are the loop-control parts. */

export const modeBadge = style([
  pill,
  {
    color: vars.color.ok,
    background: vars.color.okSurface,
    selectors: {
      '&[data-mode="manual"]': { color: vars.color.warning, background: vars.color.warningSurface },
    },
  },
]);

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const waitingLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.warning,
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

/** A slow pulse while the cabinet has not executed the command (still when the user asks for less motion). */
export const waitingDot = style({
  width: '10px',
  height: '10px',
  borderRadius: '50%',
  background: 'currentColor',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

export const command = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const autoLoopsGroup = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const autoLoops = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const autoLoop = style({
  minWidth: '32px',
  padding: `2px ${vars.space.xs}`,
  boxSizing: 'border-box',
  textAlign: 'center',
  borderRadius: vars.radius.sm,
  background: vars.color.okSurface,
  color: vars.color.ok,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const legend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const legendDot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.ok,
});

/** The line above the form saying the command goes to every cabinet. */
export const everyCabinetNotice = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.font.weightBold,
});
