import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { panel, panelTitle, skeleton as skeletonBlock } from '../../ui/shared.css';

/*
 * The cooling forecast card: a raised block with a stripe on its start edge in the colour of its outcome
 * (`data-status`), the outcome in large type, three facts in a row and the method in small print.
 */

export const root = style([
  panel,
  {
    borderInlineStart: `4px solid ${vars.color.border}`,
    selectors: {
      '&[data-status="expected"]': { borderInlineStartColor: vars.color.accent },
      '&[data-status="reached"]': { borderInlineStartColor: vars.color.ok },
      '&[data-status="willNotReach"]': { borderInlineStartColor: vars.color.warning },
      '&[data-status="notEnoughData"]': { borderInlineStartColor: vars.color.unknown },
    },
  },
]);

export const title = panelTitle;

export const outcome = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const label = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** The expected date, the card's answer: large and never broken inside. */
export const date = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.25,
});

export const days = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightNormal,
  color: vars.color.textMuted,
});

export const headline = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
});

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

/** Three facts side by side on a 390 px phone; two to a row where a larger type (sunlight) needs it. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 6.4em), 1fr))',
  gap: vars.space.md,
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});

export const term = style({ overflowWrap: 'anywhere' });

export const method = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const loadingText = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const skeleton = style([skeletonBlock, { height: '40px' }]);

export const skeletonFacts = style([skeletonBlock, { height: '44px' }]);
