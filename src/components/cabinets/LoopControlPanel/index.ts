export type { CommandOutcome, LoopCommandRecord, LoopValueKind } from '../../../domain';
export { type LoopCommandRequest, LoopControlPanel, type LoopControlPanelProps } from './LoopControlPanel';
