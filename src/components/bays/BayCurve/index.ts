export {
  BAY_CURVE_KEYS,
  BayCurve,
  type BayCurveData,
  type BayCurveInput,
  type BayCurveKey,
  type BayCurveProps,
  type BayExtremes,
} from './BayCurve';
