import {
  type Aggregate,
  adaptAggregate,
  adaptAggregateRecord,
  adaptAggregateType,
  adaptGradientMeter,
  gradientSeries,
  type TimeWindow,
  toSecondsQuery,
} from '../../domain/adapters/index.ts';
import {
  defineRead,
  type ReadDefinition,
  readDefinition,
  readFamily,
  useRead,
  useReadWith,
} from '../defineRead';
import { idNumber, isKnown, type MaybeId, PERIOD } from './args';

/** Aggregates with their latest temperature: every one, or those matching a keyword. */
export const AGGREGATE_READS = {
  all: readDefinition('/aggregate/getAggregates', {
    query: () => ({}),
    adapt: (answer) => answer.data.map(adaptAggregate),
  }),
  search: readDefinition('/aggregate/searchAggregateByKeyword', {
    query: (keyword?: string) => (keyword ? { aggregateName: keyword } : null),
    adapt: (answer) => answer.data.map(adaptAggregate),
  }),
};

/** Aggregates with their latest temperature; with a keyword, the search (a keyword is required there). */
export function useAggregates(keyword?: string) {
  const read: ReadDefinition<[keyword?: string], Aggregate[]> = keyword
    ? AGGREGATE_READS.search
    : AGGREGATE_READS.all;
  return useReadWith(read, [keyword]);
}

const aggregateQuery = (aggregateId: MaybeId) =>
  isKnown(aggregateId) ? { cId: idNumber(aggregateId) } : null;

/** Temperature records of an aggregate: the recent ones, or every one. */
export const AGGREGATE_RECORD_READS = readFamily(
  { recent: '/aggregate/getAggregateDetailById', all: '/aggregate/getAllAggregateDetailById' },
  { query: aggregateQuery, adapt: (answer) => answer.data.map(adaptAggregateRecord) },
);

/** Temperature records of an aggregate (recent by default, `all` for every record). */
export function useAggregateRecords(aggregateId: MaybeId, all = false) {
  return useRead(all ? AGGREGATE_RECORD_READS.all : AGGREGATE_RECORD_READS.recent, aggregateId);
}

/** Aggregate categories. */
export const useAggregateTypes = defineRead('/aggregate/aggregateType', {
  query: () => ({}),
  adapt: (answer) => answer.data.map(adaptAggregateType),
  refresh: 'immutable',
});

/** Temperature gradient meters. */
export const useGradientMeters = defineRead('/aggregate/getTemperatureGradient', {
  query: () => ({}),
  adapt: (answer) => answer.data.map(adaptGradientMeter),
});

/** Curves of a gradient meter, one series per thermometer (°C). */
export const useGradientCurves = defineRead('/aggregate/getTemperatureGradientData', {
  query: (meterId: MaybeId, window?: TimeWindow) =>
    isKnown(meterId) ? { c_td_id: idNumber(meterId), ...toSecondsQuery(window, PERIOD) } : null,
  adapt: (answer) => gradientSeries(answer.data),
});
