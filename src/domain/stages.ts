import { type RawNumber, toNumber } from './number.ts';

/** Concrete temperature-control stages 1..7 (part 2 §3, §4). */
export const CONCRETE_STAGES = [1, 2, 3, 4, 5, 6, 7] as const;
export type ConcreteStage = (typeof CONCRETE_STAGES)[number];
/** Aggregate cooling stages: 1 first cooling, 2 second cooling (part 2 §4). */
export const AGGREGATE_STAGES = [1, 2] as const;
export type AggregateStage = (typeof AGGREGATE_STAGES)[number];

/** i18n key of a concrete stage name (area `stage`). */
export type StageKey = `stage.s${ConcreteStage}` | 'stage.unknown';
/** i18n key of an aggregate stage name (area `stage`). */
export type AggregateStageKey = `stage.aggregate.s${AggregateStage}` | 'stage.unknown';

/** The stage as a number 1..7, or null for anything else (0, 8, 2.5, '', null). */
export function concreteStage(stage: RawNumber): ConcreteStage | null {
  const n = toNumber(stage);
  return n !== null && Number.isInteger(n) && n >= 1 && n <= 7 ? (n as ConcreteStage) : null;
}

/** The aggregate stage as 1 or 2, or null for anything else. */
export function aggregateStage(stage: RawNumber): AggregateStage | null {
  const n = toNumber(stage);
  return n === 1 || n === 2 ? n : null;
}

/**
 * i18n key of a concrete stage (part 2 §4): 1 first-phase control, 2 first-phase cooling, 3 mid-phase first
 * control, 4 mid cooling, 5 mid-phase second control, 6 second cooling, 7 second-phase first control;
 * 'stage.unknown' outside 1..7.
 */
export function stageName(stage: RawNumber): StageKey {
  const s = concreteStage(stage);
  return s === null ? 'stage.unknown' : `stage.s${s}`;
}

/** i18n key of an aggregate cooling stage (part 2 §4): 1 first cooling, 2 second cooling. */
export function aggregateStageName(stage: RawNumber): AggregateStageKey {
  const s = aggregateStage(stage);
  return s === null ? 'stage.unknown' : `stage.aggregate.s${s}`;
}

/*
 * Stage colours of the map's stage toggle (part 2 §2.3). The seed says "colour by stage" without naming
 * colours; we use the Okabe–Ito palette, which stays distinguishable with the common colour-vision
 * deficiencies, warm hues for the control stages and cool hues for the cooling stages.
 */
const STAGE_COLOURS: Record<ConcreteStage, string> = {
  1: '#d55e00',
  2: '#56b4e9',
  3: '#e69f00',
  4: '#0072b2',
  5: '#f0e442',
  6: '#009e73',
  7: '#cc79a7',
};
/** Colour of a bay whose stage is unknown. */
export const UNKNOWN_STAGE_COLOUR = '#bdbdbd';

/** CSS colour (hex) of a concrete stage on the map; grey outside 1..7. */
export function stageColor(stage: RawNumber): string {
  const s = concreteStage(stage);
  return s === null ? UNKNOWN_STAGE_COLOUR : STAGE_COLOURS[s];
}
