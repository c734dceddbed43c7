export { type CabinetState, cabinetState } from './cabinet.ts';
export * from './constants.ts';
export type { Rack } from './rack.ts';
export { formatSiteDateTime, secondsToMs } from './time.ts';
