export { type LatestReading, LatestReadings, type LatestReadingsProps } from './LatestReadings';
