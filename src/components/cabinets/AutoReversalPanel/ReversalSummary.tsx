import { type ReversalSettingSummary, useReversalText } from './useReversalText';

export interface ReversalSummaryProps {
  /** The setting (or a log entry): mode, and the interval or the direction. */
  setting: ReversalSettingSummary;
}

/** A reversal setting in words, for a list of loops: 'Automatic · every 1 d 12 h', 'Manual · Reverse'. */
export function ReversalSummary({ setting }: ReversalSummaryProps) {
  return <>{useReversalText().setting(setting)}</>;
}
