import { MAP_TOGGLES as ids } from '../../domain';
import type { DamMapTab, OverlayKey } from './types';

/** How an overlay colours the hives; null = it only labels them. */
export type ColourScheme = 'temperature' | 'age' | 'stage' | 'grout' | 'zone' | 'warning' | 'mode' | null;

/** How an overlay's value is written on a hive. */
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

/** One toggle button of a tab (part 2 §2.3). */
export interface MapToggle {
  tab: DamMapTab;
  /** The legacy toggle id; the key of the overlay is `${tab}.${id}`. */
  id: number;
  /** 'reload' reloads the map's data; 'overlay' colours and labels the hives while on. */
  action: 'reload' | 'overlay';
  /**
   * Where the values come from: 'hive' = the hive's own fields (age, stage, zone…), unless the screen
   * passes an overlay for it; 'data' = the screen fetches them when the toggle turns on.
   */
  source: 'hive' | 'data';
  colour: ColourScheme;
  format: ValueFormat;
  /** Present in the legacy app but not shown (temperature 5, max minus 17). */
  hidden?: boolean;
}

const t = (
  tab: DamMapTab,
  id: number,
  source: MapToggle['source'],
  colour: ColourScheme,
  format: ValueFormat,
  hidden = false,
): MapToggle => ({ tab, id, action: 'overlay', source, colour, format, ...(hidden ? { hidden } : {}) });

/**
 * Every toggle the map knows, in the order the legacy app lists them (part 2 §2.3). Any other id a screen
 * asks to show answers 'under development'.
 */
export const DAM_MAP_TOGGLES: readonly MapToggle[] = [
  { tab: 'basic', id: ids.basic.reload, action: 'reload', source: 'hive', colour: null, format: 'age' },
  t('basic', ids.basic.age, 'hive', 'age', 'age'),
  t('basic', ids.basic.stage, 'hive', 'stage', 'stage'),
  t('basic', ids.basic.groutNumber, 'hive', 'grout', 'grout'),
  t('basic', ids.basic.zone, 'hive', 'zone', 'zone'),
  t('basic', ids.basic.warningCount, 'data', 'warning', 'warnings'),
  t('temperature', ids.temperature.current, 'data', 'temperature', 'temperature'),
  t('temperature', ids.temperature.latestMax, 'data', 'temperature', 'temperatureAt'),
  t('temperature', ids.temperature.dropRate, 'data', null, 'rate'),
  t('temperature', ids.temperature.gap, 'data', null, 'gap'),
  t('temperature', ids.temperature.foundationDiff, 'data', null, 'foundation', true),
  t('temperature', ids.temperature.controlMode, 'data', 'mode', 'mode'),
  t('flow', ids.flow.current, 'data', null, 'flow'),
  t('flow', ids.flow.total, 'data', null, 'volume'),
  // The area-3 variant's real-time warning tab is cut off in the seed; it shows the live warning counts.
  t('warning', 1, 'data', 'warning', 'warnings'),
];

/** Tabs in order; the warning tab belongs to the area-3 variant. */
export const DAM_MAP_TABS: readonly DamMapTab[] = ['basic', 'temperature', 'flow', 'warning'];

export const overlayKey = (tab: DamMapTab, id: number): OverlayKey => `${tab}.${id}`;

const byKey = new Map(DAM_MAP_TOGGLES.map((toggle) => [overlayKey(toggle.tab, toggle.id), toggle]));

/** The toggle of a tab and id, or undefined for an id the map does not know (→ 'under development'). */
export function findToggle(tab: DamMapTab, id: number): MapToggle | undefined {
  return byKey.get(overlayKey(tab, id));
}

export function toggleOfKey(key: OverlayKey): MapToggle | undefined {
  return byKey.get(key);
}

/** The toggle ids a tab shows by default: the seed's list, without the hidden ones. */
export function defaultToggleIds(tab: DamMapTab, showHidden = false): number[] {
  return DAM_MAP_TOGGLES.filter((x) => x.tab === tab && (showHidden || !x.hidden)).map((x) => x.id);
}
