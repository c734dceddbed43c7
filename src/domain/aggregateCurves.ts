import type { AggregateRecord } from './adapters/aggregates.ts';
import { type Series, seriesFrom } from './adapters/series.ts';
import { AGGREGATE_STAGES, type AggregateStage } from './stages.ts';

/** The series id of an aggregate's curve in one cooling stage. */
export const aggregateStageSeriesId = (stage: AggregateStage) => `aggregate-stage-${stage}`;

/**
 * An aggregate's records → one temperature curve (°C) per cooling stage, first cooling then second, each
 * oldest first. The two stages lie far apart (air-cooled bin, then the chilled belt), so one line through
 * both would zigzag between them; records without a stage or a time are left out. `nameOf` names a curve
 * (its stage's words); by default the stage number.
 */
export function aggregateStageSeries(
  records: readonly AggregateRecord[] | null | undefined,
  nameOf: (stage: AggregateStage) => string = String,
): Series[] {
  return AGGREGATE_STAGES.map((stage) =>
    seriesFrom(
      aggregateStageSeriesId(stage),
      nameOf(stage),
      (records ?? []).filter((r) => r.stage === stage),
      (r) => r.at,
      (r) => r.tempC,
      'ms',
    ),
  );
}
