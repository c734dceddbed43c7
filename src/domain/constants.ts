/** Business constants of the seeds (part 1 §9, part 2 §9), named once. */

// --- Staleness (part 1 §4, §9) ---

/** A cabinet whose last heartbeat is older than this is offline (part 1 §4). */
export const CABINET_OFFLINE_AFTER_MS = 120_000;
/** A loop or thermometer whose last report is older than this is in error (part 1 §4). */
export const SENSOR_STALE_AFTER_MS = 3_600_000;
/** Loop data older than this is abnormal: 'no data report for more than half an hour' (part 1 §4). */
export const LOOP_DATA_ABNORMAL_AFTER_MS = 1_800_000;

// --- Calls and timing (part 1 §9, part 2 §2.2, §9) ---

/** HTTP timeout of every call (part 1 §9, part 2 §9). */
export const HTTP_TIMEOUT_MS = 150_000;
/** Lifetime of the token cookie, in days (part 1 §9). */
export const TOKEN_LIFETIME_DAYS = 30;
/** The search button is locked this long after each click (part 1 §4, §9). */
export const SEARCH_LOCK_MS = 3_000;
/** The batch export walks one bay every 5 s (part 2 §7, §9). */
export const EXPORT_INTERVAL_MS = 5_000;
/** Toast duration of the entry dialog's 'added' / 'add failed' notice (part 2 §8). */
export const ENTRY_TOAST_MS = 1_000;

// --- Limits of forms (part 1 §5, §9; part 2 §5, §9) ---

/** Minimum password length, registration and password change (part 1 §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Manual valve opening range, percent (part 1 §5, §9). */
export const OPENING_MIN = 1;
export const OPENING_MAX = 100;
/** Loop numbers offered by the loop command (part 1 §5, §9); loop 0 means all loops or a chosen set. */
export const LOOP_MIN = 1;
export const LOOP_MAX = 72;
/**
 * The largest flow a manual command may set on one loop (L/min). Not in the seed: a cooling loop's pipe
 * passes about 38 L/min with its valve fully open at the supply pressure of a site (the reference backend's
 * physics); 60 leaves room for a stronger pump, and anything above is a typing slip that would open the
 * valve to 100 % — the backend refuses it too.
 */
export const LOOP_FLOW_MAX = 60;
/** Auto-reversal time caps (part 2 §5, §9). */
export const REVERSAL_DAYS_MAX = 60;
export const REVERSAL_HOURS_MAX = 23;
export const REVERSAL_MINUTES_MAX = 59;
/** Gradient comparison: 1 to 2 thermometers; the curve shows only with exactly 2 (part 2 §2.7, §9). */
export const GRADIENT_SELECTION_MIN = 1;
export const GRADIENT_SELECTION_MAX = 2;
/** Date pickers range over these years (part 1 §5). */
export const DATE_PICKER_FIRST_YEAR = 2000;
export const DATE_PICKER_LAST_YEAR = 2060;

// --- Page sizes and list lengths ---

/** Loop and thermometer detail lists show the first 50 records (part 1 §9). */
export const DETAIL_LIST_LIMIT = 50;
/** Bay list page size and number of page buttons (part 1 §9). */
export const BAY_PAGE_SIZE = 10;
export const BAY_PAGE_BUTTONS = 3;
/** Outlet-temperature list page size (part 2 §2.5, §9). */
export const OUTLET_PAGE_SIZE = 5;
/** Auto-reversal log page size (part 2 §2.10, §9). */
export const REVERSAL_LOG_PAGE_SIZE = 10;
/** Batch export list size (part 2 §7, §9). */
export const EXPORT_LIST_SIZE = 1_000;
/** The solar-radiation query window steps back one day per page (part 2 §9). */
export const SOLAR_WINDOW_STEP_DAYS = 1;
/** The report date range defaults to the last 7 days (part 2 §5). */
export const REPORT_DEFAULT_DAYS = 7;

// --- Areas, entries and map (part 2 §2.3, §3, §9) ---

/** Default area of the temperature-control map (part 2 §2.3, §9). */
export const DEFAULT_AREA_ID = 3;
/** c_area of a manual temperature entry: 1 outlet, 2 bin entry (inlet), 4 pouring (part 2 §3). */
export const ENTRY_AREA = { outlet: 1, bin: 2, pouring: 4 } as const;
export type EntryArea = (typeof ENTRY_AREA)[keyof typeof ENTRY_AREA];
/**
 * Plausible hand-entered temperatures (outlet, bin entry, pouring, aggregate), °C, both ends included: the
 * seeds give none; the contract sends tenths from -500 to 1000, so a slip such as 1e20 is refused.
 */
export const ENTRY_TEMP_RANGE_C = { min: -50, max: 100 } as const;
/** Block-age comparison: default blocks 6 to 11 (part 2 §2.7). */
export const AGE_COMPARISON_DEFAULT_BLOCKS = [6, 7, 8, 9, 10, 11] as const;
/** Foundation temperature difference = value minus 17 (part 2 §9). */
export const FOUNDATION_TEMP_C = 17;
/** Holes whose c_hole_up is above this are drawn differently (part 2 §4). */
export const HOLE_UP_THRESHOLD = 800;

// --- Charts (part 1 §4, §9) ---

/** Candlestick bucket: 30 minutes (part 1 §9). */
export const CANDLE_BUCKET_MS = 1_800_000;
/** Candlestick moving averages, in buckets: 1 hour, 2 hours, 1 day (part 1 §9). */
export const CANDLE_MOVING_AVERAGES = [2, 4, 48] as const;
/** Default hour count of the 'define' time mode (part 1 §4). */
export const DEFINE_HOURS_DEFAULT = 2;
