export { type Aggregate, AggregateList, type AggregateListProps } from './AggregateList';
