import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingOn } from './focusRing';

/** The focus ring of every damtherm control, shown for keyboard focus only (react-aria's data-focus-visible). */
export const focusRing = style({ outline: 'none', selectors: focusRingOn() });

/** The focus ring drawn inside the element (rows and tiles that fill their container edge to edge). */
export const focusRingInside = style({ outline: 'none', selectors: focusRingOn(undefined, 'inside') });

/** The text of a component's root: the theme's family, size, line height and colour, inherited inside. */
export const bodyText = style({
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
});

/** The root of a list component: its summary line, then the list, then what follows it. */
export const listRoot = style([bodyText, { display: 'grid', gap: vars.space.sm, minWidth: 0 }]);

/** The muted line above a list that says how many it holds. */
export const listSummary = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** A raised card holding a whole component (bay facts, a forecast, an export's progress). */
export const panel = style([
  bodyText,
  {
    display: 'grid',
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.lg,
    background: vars.color.surface,
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.card,
  },
]);

/** The heading of a `panel`. */
export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

/** A list framed as one block, its items parted by rules (add `framedListItem` to each). */
export const framedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const framedListItem = style({
  selectors: { '& + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` } },
});

/** A table's frame: it scrolls sideways inside rather than widen the page. */
export const tableScroller = style({
  overflowX: 'auto',
  minWidth: 0,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // A native scroll region, not a react-aria control: the browser's own :focus-visible.
  selectors: focusRingOn('&:focus-visible'),
});

/** A table's caption, in the table's frame above its header. */
export const tableCaption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

/** A small rounded label (a state, a count); colour it by its state. */
export const pill = style({
  flex: 'none',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
});

/** The narrowest column of a `factList`; set it in the list's `vars`. */
export const factColumn = createVar();

/** A definition list of facts (a label over its value) in as many columns of at least `factColumn` as fit. */
export const factList = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${factColumn}, 1fr))`,
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

/** A fact's label: small and muted, above its value. */
export const factTerm = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** One fact of a `factList` (or any fact grid): its label over its value. */
export const fact = style({ display: 'grid', alignContent: 'start', gap: '2px', minWidth: 0 });

/** A fact's value: bold figures that line up; muted and plain where the value is missing. */
export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-missing="true"]': { fontWeight: vars.font.weightNormal, color: vars.color.textMuted },
  },
});

/** The narrowest column of a `cardList`; set it in the list's `vars`. */
export const cardColumn = createVar();

/** A list of cards: one column on a phone, as many of at least `cardColumn` as fit on a wider screen. */
export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${cardColumn}), 1fr))`,
});

/**
 * A grey placeholder block where content is loading (list rows, table rows): it keeps the page from jumping
 * when the data arrives. Give it a height.
 */
export const skeleton = style({
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `${vars.border.width} solid ${vars.color.border}`,
});

/** Visually hidden, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
