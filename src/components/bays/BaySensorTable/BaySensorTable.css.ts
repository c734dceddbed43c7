import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { cardLinkStates } from '../../ui/CardLink/CardLink.css';
import { focusRingOn } from '../../ui/focusRing';
import { bodyText, skeleton as skeletonBlock } from '../../ui/shared.css';

/* The bay's thermometers and loops: two framed tables, readable at 360 px (units under the headers). */

export const root = style([bodyText, { display: 'grid', gap: vars.space.lg, minWidth: 0 }]);

export const loadingText = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

export const count = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

/** The table scrolls sideways inside its frame on the narrowest screens rather than widening the page. */
export const frame = style({
  overflowX: 'auto',
  minWidth: 0,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  selectors: focusRingOn('&:focus-visible'),
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  textAlign: 'right',
  verticalAlign: 'bottom',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { textAlign: 'left', paddingLeft: vars.space.md },
    '&:last-child': { paddingRight: vars.space.md },
  },
});

export const unit = style({ display: 'block', fontWeight: vars.font.weightNormal });

/** A row is the touch target of its name's link (the link's ::after covers the positioned row). */
export const row = style({
  position: 'relative',
  selectors: {
    ...cardLinkStates,
    '& + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` },
  },
});

export const nameCell = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  verticalAlign: 'top',
  fontWeight: vars.font.weightNormal,
  selectors: {
    [`${row}[data-health="abnormal"] > &`]: { boxShadow: `inset 4px 0 0 ${vars.color.warning}` },
    [`${row}[data-health="error"] > &`]: { boxShadow: `inset 4px 0 0 ${vars.color.danger}` },
    [`${row}[data-health="ended"] > &`]: { boxShadow: `inset 4px 0 0 ${vars.color.unknown}` },
  },
});

export const name = style({
  display: 'block',
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const where = style({
  display: 'block',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const note = style({
  display: 'block',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  selectors: {
    '&[data-health="abnormal"]': { color: vars.color.warning },
    '&[data-health="error"]': { color: vars.color.danger },
    '&[data-health="ended"]': { color: vars.color.textMuted, fontWeight: vars.font.weightNormal },
  },
});

/**
 * A value keeps to one line ('12.9 / 21.3', '11-20 09:56'), so the table's layout gives what is left to the
 * name column, which wraps. Words may wrap: the opening ('fully closed'), 'not collected', the states.
 */
export const cell = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  textAlign: 'right',
  verticalAlign: 'top',
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  selectors: {
    '&:last-child': { paddingRight: vars.space.md },
    '&[data-wrap]': { whiteSpace: 'normal' },
    '&[data-missing="true"]': {
      color: vars.color.textMuted,
      fontWeight: vars.font.weightNormal,
      fontSize: vars.font.sizeSm,
      whiteSpace: 'normal',
    },
    '&[data-state="unknown"], &[data-state="stopped"]': {
      color: vars.color.warning,
      fontSize: vars.font.sizeSm,
      whiteSpace: 'normal',
    },
  },
});

export const skeleton = style([skeletonBlock, { height: '56px' }]);
