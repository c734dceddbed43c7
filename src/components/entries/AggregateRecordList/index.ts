export {
  AGGREGATE_RECORDS_STEP,
  type AggregateRecord,
  AggregateRecordList,
  type AggregateRecordListProps,
  type AggregateType,
} from './AggregateRecordList';
