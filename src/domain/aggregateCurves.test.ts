import { describe, expect, it } from 'vitest';
import type { AggregateRecord } from './adapters/aggregates.ts';
import { aggregateStageSeries, aggregateStageSeriesId } from './aggregateCurves.ts';

const T = Date.UTC(2026, 10, 20, 2);
const HOUR = 3_600_000;
const record = (
  id: number,
  stage: 1 | 2 | null,
  tempC: number | null,
  at: number | null,
): AggregateRecord => ({
  id: String(id),
  stage,
  tempC,
  at,
  typeId: '1',
  user: null,
});

describe('aggregateStageSeries', () => {
  it('splits the records by cooling stage, oldest first, named by the caller', () => {
    // Newest first, as the backend lists them.
    const records = [
      record(4, 2, 7.4, T),
      record(3, 1, 18.6, T),
      record(2, 2, 7.1, T - 2 * HOUR),
      record(1, 1, 18.2, T - 2 * HOUR),
    ];
    const [first, second] = aggregateStageSeries(records, (s) => (s === 1 ? 'first' : 'second'));
    expect(first?.id).toBe(aggregateStageSeriesId(1));
    expect(first?.name).toBe('first');
    expect([...(first?.time ?? [])]).toEqual([T - 2 * HOUR, T]);
    expect([...(first?.value ?? [])]).toEqual([18.2, 18.6]);
    expect(second?.id).toBe('aggregate-stage-2');
    expect([...(second?.value ?? [])]).toEqual([7.1, 7.4]);
  });

  it('leaves out records without a stage or a time, and keeps a missing temperature as a gap', () => {
    const records = [record(1, null, 9, T), record(2, 1, 9, null), record(3, 1, null, T)];
    const [first, second] = aggregateStageSeries(records);
    expect(first?.name).toBe('1');
    expect([...(first?.time ?? [])]).toEqual([T]);
    expect(Number.isNaN(first?.value[0])).toBe(true);
    expect(second?.time.length).toBe(0);
  });

  it('gives two empty curves for no records', () => {
    expect(aggregateStageSeries(undefined).map((s) => s.time.length)).toEqual([0, 0]);
  });
});
