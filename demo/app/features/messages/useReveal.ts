import { useCallback, useState } from 'react';

/**
 * A list the backend answers whole, shown a page at a time: the seed's lists load pages until the loaded
 * count equals the total (part 2 §4), and a phone should not lay out hundreds of cards at once. A new list
 * is a new mount (the screens key their views), so it starts at its first page.
 */
export function useReveal(total: number, pageSize: number) {
  const [pages, setPages] = useState(1);
  const shown = Math.min(total, pages * pageSize);
  const more = useCallback(() => setPages((n) => n + 1), []);
  return { shown, more };
}
