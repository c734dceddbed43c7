/* The domain's names before the Bay/Cabinet vocabulary held everywhere, kept one release. */
import { BAY_LABELS_MAX_HIDDEN_ZOOM } from './map.ts';

/** @deprecated Use BAY_LABELS_MAX_HIDDEN_ZOOM. Removed in 0.3. */
export const HIVE_LABELS_MAX_HIDDEN_ZOOM = BAY_LABELS_MAX_HIDDEN_ZOOM;
