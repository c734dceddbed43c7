export {
  WeatherList,
  type WeatherListProps,
  type WeatherStation,
  weatherStationSegment,
} from './WeatherList';
