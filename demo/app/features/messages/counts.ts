/**
 * The numbers of the messages page (part 2 §9): each category's sum and each list's own count, from the
 * signed-in user's `message_warn_count`.
 */
import {
  messageFlowBadge,
  messageOtherBadge,
  messageTemperatureBadge,
  type WarningCountKey,
  type WarningCounts,
} from 'damtherm/domain';
import { WARNING_LISTS, type WarningCategory, type WarningListId } from './catalog';

const CATEGORY_SUM: Record<WarningCategory, (counts: WarningCounts | null | undefined) => number> = {
  temperature: messageTemperatureBadge,
  flow: messageFlowBadge,
  other: messageOtherBadge,
};

/**
 * A category's sum: temperature temp+cjk+rc+jz+ih+stageTemp3+dailyDecline (part 2 §9) and the temperature
 * lists the seeds count nowhere, flow the flow counts, other gkj+sitong.
 */
export function categorySum(category: WarningCategory, counts: WarningCounts | null | undefined): number {
  return CATEGORY_SUM[category](counts);
}

/** Every category together: the messages tab's badge. */
export function messagesSum(counts: WarningCounts | null | undefined): number {
  return categorySum('temperature', counts) + categorySum('flow', counts) + categorySum('other', counts);
}

/** A list's own count, or undefined when the counts call has none for it. */
export function listCount(
  id: WarningListId,
  counts: Readonly<Record<WarningCountKey, number>> | null | undefined,
): number | undefined {
  const keys: readonly WarningCountKey[] = WARNING_LISTS[id].counts;
  if (!counts || keys.length === 0) return undefined;
  return keys.reduce((total, key) => total + (counts[key] ?? 0), 0);
}
