/** A bay id of a query parameter (`/areas/info_list?id=…`): a whole number from 1, or null (then no page). */
export function bayIdParam(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}
