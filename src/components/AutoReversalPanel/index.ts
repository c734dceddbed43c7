export {
  AutoReversalPanel,
  type AutoReversalPanelProps,
  type ReversalLogEntry,
  type ReversalSetting,
} from './AutoReversalPanel';
