/**
 * The curves of the bay chart a user can add to the average temperature (part 1 §4: target, in_out_temp,
 * flow, air, temp_diff, inFaceDiff, setFlow; §2: the cooling trend), in the order the legacy screen shows
 * their toggles. Initially only the average temperature shows.
 */
export type BayCurveKey =
  | 'target'
  | 'inOutTemp'
  | 'flow'
  | 'setFlow'
  | 'air'
  | 'tempDiff'
  | 'inFaceDiff'
  | 'coolingTrend';

export const BAY_CURVE_KEYS: readonly BayCurveKey[] = [
  'target',
  'inOutTemp',
  'flow',
  'setFlow',
  'air',
  'tempDiff',
  'inFaceDiff',
  'coolingTrend',
];
