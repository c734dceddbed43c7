import { type RawNumber, toNumber } from './number.ts';

/** Names of the counts of message_warn_count (part 2 §3). */
export const WARNING_COUNT_KEYS = [
  'temp',
  'cjk',
  'rc',
  'jz',
  'ih',
  'stageTemp3',
  'dailyDeclineCount',
  'loopUnknown',
  'loopTooBig',
  'loopTooSmall',
  'gkj',
  'sitong',
  // damtherm's: the seeds count no list of these (part 2 §3), every unread warning is in one count.
  'tempUnknown',
  'tempTimeout',
  'tempControlChangeRange',
  'inTempRange',
] as const;
export type WarningCountKey = (typeof WARNING_COUNT_KEYS)[number];

/**
 * Warning counts (part 2 §3): temp (max temperature), cjk (outlet), rc (bin entry), jz (pouring), ih (inlet
 * above bay), stageTemp3 (stage temperature), dailyDeclineCount (daily drop), loopUnknown / loopTooBig /
 * loopTooSmall (flow), gkj (industrial computer), sitong (four-way valve); and damtherm's tempUnknown,
 * tempTimeout, tempControlChangeRange and inTempRange (lists the seeds count nowhere). Counts may arrive as numeric
 * strings; a missing, non-numeric or negative count counts as 0. `dailyDecline` is read as an alias of
 * `dailyDeclineCount`.
 */
export type WarningCounts = Partial<Record<WarningCountKey | 'dailyDecline', RawNumber>>;

function count(value: RawNumber): number {
  const n = toNumber(value);
  return n === null || n < 0 ? 0 : n;
}

function sum(counts: WarningCounts | null | undefined, keys: readonly WarningCountKey[]): number {
  if (!counts) return 0;
  let total = 0;
  for (const key of keys) {
    total += count(
      key === 'dailyDeclineCount' ? (counts.dailyDeclineCount ?? counts.dailyDecline) : counts[key],
    );
  }
  return total;
}

/** Home badge (part 2 §9): only outlet, bin-entry and pouring warnings — cjk + rc + jz. */
export function homeWarningBadge(counts: WarningCounts | null | undefined): number {
  return sum(counts, ['cjk', 'rc', 'jz']);
}

/**
 * Messages page, temperature category: part 2 §9's temp + cjk + rc + jz + ih + stageTemp3 + dailyDecline, and
 * the temperature lists the seeds count nowhere (unknown and silent thermometers, change range, inlet range),
 * so every unread warning is in one category.
 */
export function messageTemperatureBadge(counts: WarningCounts | null | undefined): number {
  return sum(counts, [
    'temp',
    'cjk',
    'rc',
    'jz',
    'ih',
    'stageTemp3',
    'dailyDeclineCount',
    'tempUnknown',
    'tempTimeout',
    'tempControlChangeRange',
    'inTempRange',
  ]);
}

/** Messages page, flow category (part 2 §9): the flow counts loopUnknown + loopTooBig + loopTooSmall. */
export function messageFlowBadge(counts: WarningCounts | null | undefined): number {
  return sum(counts, ['loopUnknown', 'loopTooBig', 'loopTooSmall']);
}

/** Messages page, other category (part 2 §2.6): industrial computer (gkj) + four-way valve (sitong). */
export function messageOtherBadge(counts: WarningCounts | null | undefined): number {
  return sum(counts, ['gkj', 'sitong']);
}

/** Text of a count badge: nothing for 0, the number up to `max`, then `max+` (99+). */
export function badgeText(n: number, max = 99): string | null {
  if (!(n > 0)) return null;
  return n > max ? `${max}+` : String(Math.floor(n));
}
