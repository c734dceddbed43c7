export {
  BAY_CURVE_KEYS,
  BayCurve,
  type BayCurveData,
  type BayCurveKey,
  type BayCurveProps,
  type BayExtremes,
} from './BayCurve';
