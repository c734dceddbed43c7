/** A fact of a bay that `BayFacts` can show, by name. */
export type BayFactKey =
  | 'id'
  | 'location'
  | 'block'
  | 'elevation'
  | 'age'
  | 'maxTemp'
  | 'latestTemp'
  | 'grout'
  | 'stage'
  | 'downDate'
  | 'decline'
  | 'dailyFlow'
  | 'pourStart'
  | 'pourEnd'
  | 'waterEnd'
  | 'inOutTemp'
  | 'opening'
  | 'entryTemp'
  | 'pouringTemp';

/**
 * The labels of a bay's detail, in the seed's order (part 1 §3 "Bay labels shown"): bay number, elevation,
 * age, max temperature, grouting zone, stage, temperature-down date, decline, daily flow, pour start and
 * complete, water-supply end, inlet/outlet temperature, opening.
 */
export const BAY_DETAIL_FACTS: readonly BayFactKey[] = [
  'location',
  'elevation',
  'age',
  'maxTemp',
  'grout',
  'stage',
  'downDate',
  'decline',
  'dailyFlow',
  'pourStart',
  'pourEnd',
  'waterEnd',
  'inOutTemp',
  'opening',
];

/**
 * The facts of the temperature loop details page (part 2 §2.11): bay id, height, age, grouting zone, entry
 * and placing temperature, max temperature, open and close times.
 */
export const BAY_LOOP_DETAIL_FACTS: readonly BayFactKey[] = [
  'id',
  'location',
  'elevation',
  'age',
  'grout',
  'entryTemp',
  'pouringTemp',
  'maxTemp',
  'pourStart',
  'pourEnd',
];
