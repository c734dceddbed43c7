export { type LoopHealth, LoopList, type LoopListProps, type LoopRow, loopRowHealth } from './LoopList';
export { LoopNumberDialog, type LoopNumberDialogProps } from './LoopNumberDialog';
