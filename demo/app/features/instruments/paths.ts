/**
 * The links of the gradient, pressure and solar-radiation screens (part 2 §2.1, §2.9), in one place so
 * that the screens and the e2e agree on them.
 */

/** `/tab/temperatureGradient`: the gradient meters. */
export const GRADIENT_LIST_PATH = '/tab/temperatureGradient';

/** `/tab/pressure`: the pressure meters. */
export const PRESSURE_LIST_PATH = '/tab/pressure';

/** `/temperature/solarRadiationMeter`: solar radiation. */
export const SOLAR_PATH = '/temperature/solarRadiationMeter';

/** `/tab/temperatureGradientCure?id={c_td_id}&name={name}` (part 2 §2.1: query id and name). */
export function gradientCurvePath(id: string | number, name: string): string {
  return `/tab/temperatureGradientCure?${new URLSearchParams({ id: String(id), name })}`;
}

/** `/tab/pressureDetails?c_id={id}` (part 2 §2.1: query c_id). */
export function pressureDetailPath(id: string | number): string {
  return `/tab/pressureDetails?${new URLSearchParams({ c_id: String(id) })}`;
}

/** A meter id as the address gives it: `{ id }` for a whole number ≥ 1, else why there is none. */
export function meterIdOf(text: string | null): { id: string } | { problem: 'missing' | 'notNumber' } {
  const id = text?.trim() ?? '';
  if (id === '') return { problem: 'missing' };
  return /^[1-9]\d*$/.test(id) ? { id } : { problem: 'notNumber' };
}
