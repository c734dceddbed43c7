import { style } from '@vanilla-extract/css';
import { vars } from 'damtherm';

/* Styles of the aggregate screens, phone first. */

export { section, state } from '../../shell/screens.css';

/** The search: the field and its button level with the input; the button keeps its text on one line. */
export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const searchField = style({ flex: '1 1 200px', minWidth: 0 });

/** The button sits under the field's label, level with its input (label height + gap). */
export const searchButton = style({
  marginTop: `calc(${vars.font.sizeMd} * ${vars.font.lineHeight} + ${vars.space.xs})`,
});

/** 'Results for …' and the way back to every aggregate, on one line where they fit. */
export const results = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const resultsTitle = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

/**
 * The detail: on a phone the curve, the entry, the kept entries and the records one under the other; on a
 * wide screen the curve and the records on the left, the entry beside them.
 */
export const detail = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  gridTemplateAreas: '"curve" "entry" "records"',
  '@media': {
    'screen and (min-width: 960px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 380px)',
      gridTemplateAreas: '"curve entry" "records entry"',
      alignItems: 'start',
    },
  },
});

export const curve = style({ gridArea: 'curve', minWidth: 0 });

export const entry = style({
  gridArea: 'entry',
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { 'screen and (min-width: 960px)': { position: 'sticky', top: vars.space.md } },
});

export const records = style({ gridArea: 'records', display: 'grid', gap: vars.space.sm, minWidth: 0 });

/** The records' heading over the choice of period (two equal segments, full width on a phone). */
export const recordsHeader = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const range = style({ maxWidth: '360px' });

/** The way back to the list under a message: as wide as its text. */
export const backLink = style({ justifySelf: 'start' });

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });
