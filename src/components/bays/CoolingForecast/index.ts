export {
  CoolingForecast,
  type CoolingForecastProps,
  type CoolingForecastResult,
  type CoolingForecastStatus,
} from './CoolingForecast';
