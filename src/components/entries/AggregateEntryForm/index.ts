export {
  type AggregateEntry,
  AggregateEntryForm,
  type AggregateEntryFormProps,
  type AggregateEntryRequest,
} from './AggregateEntryForm';
