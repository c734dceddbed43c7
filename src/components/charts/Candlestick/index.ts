export {
  CANDLESTICK_CURVES,
  Candlestick,
  type CandlestickCurve,
  type CandlestickProps,
} from './Candlestick';
export { DateRangeField, type DateRangeFieldProps, type DayRange } from './DateRangeField';
