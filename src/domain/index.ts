export { type CabinetState, cabinetState } from './cabinet';
export * from './constants';
export type { Rack } from './rack';
export { formatSiteDateTime, secondsToMs } from './time';
