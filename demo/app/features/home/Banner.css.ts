import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

export const banner = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  aspectRatio: '2 / 1',
  maxHeight: '240px',
  width: '100%',
  background: '#0b4f9c',
  boxShadow: vars.shadow.card,
});

export const track = style({
  display: 'flex',
  height: '100%',
  transition: 'transform 420ms cubic-bezier(0.2, 0, 0, 1)',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({ position: 'relative', flex: '0 0 100%', height: '100%' });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** Caption on a dark scrim: white text stays readable over any picture, also in the sun. */
export const caption = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'grid',
  gap: '2px',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
  paddingRight: '120px',
  background: 'linear-gradient(transparent, rgba(0,0,0,0.78) 45%)',
  color: '#ffffff',
  fontFamily: vars.font.family,
});

export const title = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
});
export const text = style({ fontSize: vars.font.sizeSm, lineHeight: 1.3 });

export const controls = style({
  position: 'absolute',
  right: vars.space.xs,
  bottom: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
});

const round = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '30px',
  height: '44px',
  border: 0,
  padding: 0,
  background: 'transparent',
  color: '#ffffff',
  cursor: 'pointer',
  outline: 'none',
} as const;

export const pause = style({
  ...round,
  width: '40px',
  selectors: { '&[data-focus-visible]': { outline: '3px solid #ffffff', outlineOffset: '-6px' } },
});

export const dot = style({
  ...round,
  selectors: { '&[data-focus-visible]': { outline: '3px solid #ffffff', outlineOffset: '-8px' } },
});

export const dotMark = style({
  width: '10px',
  height: '10px',
  borderRadius: '50%',
  border: '2px solid #ffffff',
  selectors: { [`${dot}[aria-current="true"] &`]: { background: '#ffffff' } },
});
