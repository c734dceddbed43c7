/**
 * The links of the outlet, bin-entry and pouring temperature screens (part 2 §2.1, §2.2, §2.5), in one
 * place so that the screens and the e2e agree on them. The outlet list keeps its search and page in the
 * address (`&name=…&page=2`), so back from a point returns to the same page.
 */
import type { EntryKind } from 'damtherm/domain';

/** The kinds as the addresses name them (`/temperature/temp/{kind}/{id}`), with their entry kind. */
export const ENTRY_KIND_PARAMS = { cjk_temp_id: 1, rc_temp_id: 2, jz_temp_id: 4 } as const;

export type EntryKindParam = keyof typeof ENTRY_KIND_PARAMS;

/** The entry kind an address names, or null for an unknown one. */
export function entryKindOf(param: string | null | undefined): EntryKind | null {
  if (!param || !Object.hasOwn(ENTRY_KIND_PARAMS, param)) return null;
  return ENTRY_KIND_PARAMS[param as EntryKindParam];
}

/** The list of the points of a kind, at a search and a page (1 and '' are left out). */
export function pointListPath(to: EntryKindParam = 'cjk_temp_id', name = '', page = 1): string {
  const query = new URLSearchParams({ to });
  if (name.trim()) query.set('name', name.trim());
  if (page > 1) query.set('page', String(page));
  return `/temperature/temp_list?${query}`;
}

/** A point's curve, readings and entry: `/temperature/temp/{to}/{c_id}`. */
export function pointPath(to: EntryKindParam, id: string | number): string {
  return `/temperature/temp/${to}/${id}`;
}

/** A page number as the address gives it: a whole number ≥ 1, else 1. */
export function pageOf(text: string | null): number {
  return text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}
