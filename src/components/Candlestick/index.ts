export { Candlestick, type CandlestickProps } from './Candlestick';
export { DateRangeField, type DateRangeFieldProps, type DayRange } from './DateRangeField';
