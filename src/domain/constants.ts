/** Business constants of the seeds (part 1 §9, part 2 §9), named once. */

/** A cabinet whose last heartbeat is older than this is offline (part 1 §4). */
export const CABINET_OFFLINE_AFTER_MS = 120_000;
/** A loop or thermometer whose last report is older than this is in error (part 1 §4). */
export const SENSOR_STALE_AFTER_MS = 3_600_000;
/** Loop data older than this is abnormal: 'no data report for more than half an hour' (part 1 §4). */
export const LOOP_DATA_ABNORMAL_AFTER_MS = 1_800_000;
/** HTTP timeout of every call (part 1 §9, part 2 §9). */
export const HTTP_TIMEOUT_MS = 150_000;
