import { adaptBinChoice, type BinChoice } from '../../../domain';

/*
 * Bin numbers as the reference backend answers /pqt/idam_ids (read through the same adapter as the hook):
 * `{block}-{lift}` of the instrumented blocks, newest lifts first, at most 500.
 */

function lifts(block: number, first: number, last: number, idFrom: number) {
  const out = [];
  for (let lift = last; lift >= first; lift--) {
    out.push({ c_id: idFrom + lift, c_idam_id: `${block}-${String(lift).padStart(3, '0')}`, block });
  }
  return out;
}

/** Three dam sections, a few lifts each (a site early in the season). */
export const fewBins: BinChoice[] = [
  ...lifts(12, 30, 36, 1200),
  ...lifts(13, 28, 33, 1300),
  ...lifts(14, 31, 35, 1400),
].map(adaptBinChoice);

/** The picker's limit: 500 bins over 44 sections, and a few bays not assigned to a section. */
export const manyBins: BinChoice[] = [
  ...Array.from({ length: 44 }, (_, i) => lifts(40 + i, 1, 11, (40 + i) * 100)).flat(),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((n) => ({
    c_id: 99_000 + n,
    c_idam_id: `临时-${n}`,
    block: null,
  })),
]
  .slice(0, 500)
  .map(adaptBinChoice);

/** What a search for '13-03' finds. */
export const searchedBins: BinChoice[] = fewBins.filter((bin) => bin.bin.includes('13-03'));
