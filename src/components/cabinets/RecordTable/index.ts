export { type LoopRecord, RecordTable, type RecordTableProps, type ThermometerRecord } from './RecordTable';
