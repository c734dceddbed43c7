/*
 * The public names before the Bay/Cabinet vocabulary held everywhere, kept one release so a portal can move
 * at its own pace. Each is the very same value or type as its new name.
 */
import { type BayChoice, BayPicker, type BayPickerProps, NO_BAY_CHOICE } from './components/bays/BayPicker';
import { BAY_ID_PATTERN, frameBayId } from './components/map/DamMap3DFrame';
import type { Cabinet } from './domain';

/** @deprecated Use BayPicker. Removed in 0.3. */
export const HivePicker = BayPicker;
/** @deprecated Use BayPickerProps. Removed in 0.3. */
export type HivePickerProps = BayPickerProps;
/** @deprecated Use BayChoice. Removed in 0.3. */
export type HiveChoice = BayChoice;
/** @deprecated Use NO_BAY_CHOICE. Removed in 0.3. */
export const NO_HIVE_CHOICE = NO_BAY_CHOICE;
/** @deprecated Use BAY_ID_PATTERN. Removed in 0.3. */
export const HIVE_ID_PATTERN = BAY_ID_PATTERN;
/** @deprecated Use frameBayId. Removed in 0.3. */
export const goHiveId = frameBayId;
/** @deprecated Use Cabinet. Removed in 0.3. */
export type Rack = Cabinet;
