import { MAP_TOGGLES, mapToggleOf } from '../../../domain';
import type { MapOverlay, MapTab, MapToggle } from './types';

/** How an overlay colors the bays; null = it only labels them. */
export type ColorScheme = 'temperature' | 'age' | 'stage' | 'grout' | 'zone' | 'warning' | 'mode' | null;

/** How an overlay's value is written on a bay. */
export type ValueFormat =
  | 'temperature'
  | 'temperatureAt'
  | 'rate'
  | 'gap'
  | 'foundation'
  | 'flow'
  | 'volume'
  | 'warnings'
  | 'age'
  | 'stage'
  | 'grout'
  | 'zone'
  | 'mode';

/** What the map does with one overlay (part 2 §2.3, §4). */
export interface OverlaySpec {
  /**
   * Where the values come from: 'hive' = the hive's own fields (age, stage, zone…), unless the screen
   * passes data for the overlay; 'data' = the screen fetches them when the overlay turns on.
   */
  source: 'hive' | 'data';
  color: ColorScheme;
  format: ValueFormat;
  /** Present in the legacy app but not shown (max temperature minus 17). */
  hidden?: boolean;
}

/** Every overlay the map knows. */
export const OVERLAY_SPECS: { readonly [O in MapOverlay]: OverlaySpec } = {
  age: { source: 'hive', color: 'age', format: 'age' },
  stage: { source: 'hive', color: 'stage', format: 'stage' },
  groutZone: { source: 'hive', color: 'grout', format: 'grout' },
  constraintZone: { source: 'hive', color: 'zone', format: 'zone' },
  warningCount: { source: 'data', color: 'warning', format: 'warnings' },
  currentTemperature: { source: 'data', color: 'temperature', format: 'temperature' },
  latestMaxTemperature: { source: 'data', color: 'temperature', format: 'temperatureAt' },
  dropRate: { source: 'data', color: null, format: 'rate' },
  temperatureGap: { source: 'data', color: null, format: 'gap' },
  foundationDiff: { source: 'data', color: null, format: 'foundation', hidden: true },
  controlMode: { source: 'data', color: 'mode', format: 'mode' },
  currentFlow: { source: 'data', color: null, format: 'flow' },
  totalFlow: { source: 'data', color: null, format: 'volume' },
  liveWarnings: { source: 'data', color: 'warning', format: 'warnings' },
};

/** Tabs in order; the warning tab belongs to the area-3 variant. */
export const DAM_MAP_TABS = Object.keys(MAP_TOGGLES) as readonly MapTab[];

/** A toggle a screen asks a tab to show: by name, or by the seed's numeric id on that tab. */
export type MapToggleEntry = MapToggle | number;

/** One button of a tab: a known toggle, or a legacy id the map does not know (it answers 'under development'). */
export type ResolvedToggle = { toggle: MapToggle } | { unknownId: number };

/** Reads a screen's entry: names stay, known ids become their names, other ids stay unknown. */
export function resolveToggle(tab: MapTab, entry: MapToggleEntry): ResolvedToggle {
  if (typeof entry !== 'number') return { toggle: entry };
  const toggle = mapToggleOf(tab, entry);
  return toggle ? { toggle } : { unknownId: entry };
}

/** The toggles a tab shows by default: the seed's list in its order, without the hidden ones. */
export function defaultToggles(tab: MapTab, showHidden = false): readonly MapToggle[] {
  return (Object.keys(MAP_TOGGLES[tab]) as MapToggle[]).filter(
    (x) => showHidden || x === 'reload' || !OVERLAY_SPECS[x].hidden,
  );
}
