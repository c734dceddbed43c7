export { BayHandlingList, type BayHandlingListProps, type BayToHandle } from './BayHandlingList';
export { HandlingRecordForm, type HandlingRecordFormProps } from './HandlingRecordForm';
export { type HandlingRecord, HandlingRecordList, type HandlingRecordListProps } from './HandlingRecordList';
