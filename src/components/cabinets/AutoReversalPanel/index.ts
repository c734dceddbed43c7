export type { CommandOutcome, ReversalLogEntry, ReversalSettingState } from '../../../domain';
export {
  AutoReversalPanel,
  type AutoReversalPanelProps,
  type ReversalCommand,
  type ReversalRequest,
} from './AutoReversalPanel';
export { ReversalSummary, type ReversalSummaryProps } from './ReversalSummary';
export type { ReversalSettingSummary } from './useReversalText';
