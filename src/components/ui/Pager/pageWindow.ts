/** How many pages `total` items fill at `pageSize` a page (at least 0). */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * The page numbers a pager links to: `links` consecutive pages with the current one in the middle where it
 * can be, pushed in at the first and the last page (3 links: 1 2 3, 4 5 6, 8 9 10 of 10).
 */
export function pageWindow(page: number, pages: number, links = 3): number[] {
  if (pages <= 0 || links <= 0) return [];
  const size = Math.min(links, pages);
  const current = Math.min(Math.max(1, Math.trunc(page)), pages);
  const first = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}
