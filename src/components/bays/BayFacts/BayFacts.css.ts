import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { panel, panelTitle, skeleton as skeletonBlock } from '../../ui/shared.css';

/* The bay facts card: a raised block whose facts sit two to a row on a phone, more where it is wider. */

export const root = style([panel, { containerType: 'inline-size' }]);

export const title = panelTitle;

export const loadingText = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** Two equal columns that never overflow (minmax(0, …)); three and four as the card widens. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
  '@container': {
    '(min-width: 560px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '(min-width: 820px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const term = style({ overflowWrap: 'anywhere' });

export const value = style({ display: 'grid' });

/** A small muted line under a value ('mean of 3 loops'). */
export const note = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightNormal,
  color: vars.color.textMuted,
});

export const skeleton = style([skeletonBlock, { height: '44px' }]);
