/**
 * The bay list's filters and page in the address (`?name=&block=&grout=&page=`), so that back from a bay
 * returns to the same list, and a list can be shared as a link.
 */

export interface BayListState {
  bayName: string;
  block: string;
  grout: string;
  /** From 1. */
  page: number;
}

export function readBayList(search: URLSearchParams): BayListState {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    bayName: search.get('name')?.trim() ?? '',
    block: search.get('block')?.trim() ?? '',
    grout: search.get('grout')?.trim() ?? '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The address query of a list state; empty filters and page 1 are left out. */
export function writeBayList(state: BayListState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.bayName.trim()) out.set('name', state.bayName.trim());
  if (state.block.trim()) out.set('block', state.block.trim());
  if (state.grout.trim()) out.set('grout', state.grout.trim());
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/** Whether a typed block is acceptable: empty (every block) or a whole number. */
export function isBlockText(text: string): boolean {
  return /^\d*$/.test(text.trim());
}

/** Block numbers as runs: [1, 2, 3, 4, 6, 7, 9] → '1–4, 6–7, 9'. */
export function blockRuns(blocks: readonly number[]): string {
  const sorted = [...new Set(blocks)].sort((a, b) => a - b);
  const runs: string[] = [];
  let start: number | undefined;
  let end: number | undefined;
  const close = () => {
    if (start === undefined || end === undefined) return;
    runs.push(start === end ? String(start) : `${start}–${end}`);
  };
  for (const block of sorted) {
    if (end !== undefined && block === end + 1) {
      end = block;
      continue;
    }
    close();
    start = block;
    end = block;
  }
  close();
  return runs.join(', ');
}
