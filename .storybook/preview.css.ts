import { style } from '@vanilla-extract/css';
import { vars } from '../src/theme/contract.css';

/** The story canvas takes the theme's background, so dark and sunlight stories look as on a page. */
export const canvas = style({
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  padding: vars.space.lg,
  minHeight: '100%',
  boxSizing: 'border-box',
});

/** The page around the story (the body carries the theme's class): no white margin around a dark story. */
export const frame = style({
  background: vars.color.background,
  color: vars.color.text,
});
