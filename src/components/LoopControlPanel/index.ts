export {
  type LoopCommandRecord,
  type LoopCommandRequest,
  type LoopCommandResult,
  LoopControlPanel,
  type LoopControlPanelProps,
  type LoopValueKind,
} from './LoopControlPanel';
