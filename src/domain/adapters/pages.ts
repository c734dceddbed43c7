import type { RawNumber } from '../number.ts';
import { intOf } from './series.ts';

/** One page of a list in domain values, with the total of the whole list when the answer gives it. */
export interface ListPage<Item> {
  items: Item[];
  total: number | null;
}

/** A paged answer (`data.list` + `data.count`) → ListPage, each item through its adapter. */
export function adaptListPage<Raw, Item>(
  raw: { list?: readonly Raw[] | null; count?: RawNumber } | null | undefined,
  item: (raw: Raw) => Item,
): ListPage<Item> {
  const total = intOf(raw?.count);
  return { items: (raw?.list ?? []).map(item), total: total === null || total < 0 ? null : total };
}
