/**
 * The reference backend's SQLite database (Node's built-in `node:sqlite`). Values are kept in the legacy raw
 * units the API speaks: temperatures in tenths of a degree, flows in hundredths of L/min, pressures in kPa
 * (thousandths of a MPa), times in epoch seconds (manual entries keep the client's epoch ms as sent).
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type SQLOutputValue, type StatementSync } from 'node:sqlite';

export type Db = DatabaseSync;
export type Row = Record<string, SQLInputValue>;

export const SCHEMA_VERSION = 2;

const SCHEMA = /* sql */ `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- Accounts ------------------------------------------------------------------------------------------------
CREATE TABLE groups (c_id INTEGER PRIMARY KEY, c_name TEXT NOT NULL, p_id INTEGER);
CREATE TABLE users (
  c_id TEXT PRIMARY KEY,              -- the user name
  c_name TEXT NOT NULL,
  c_mobile TEXT NOT NULL DEFAULT '',
  c_group_id INTEGER NOT NULL,
  pw_salt TEXT NOT NULL,
  pw_hash TEXT NOT NULL,              -- scrypt over the client's MD5 hex, never the hash as sent
  status TEXT NOT NULL,               -- 'pending' until an administrator approves, then 'active'
  is_admin INTEGER NOT NULL DEFAULT 0,
  main_power INTEGER NOT NULL DEFAULT 0,
  is_visitor INTEGER NOT NULL DEFAULT 0,
  c_photo TEXT NOT NULL DEFAULT '',
  wx_openid TEXT UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE TABLE tokens (
  token TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(c_id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE TABLE wx_codes (code TEXT PRIMARY KEY, openid TEXT NOT NULL, created_at INTEGER NOT NULL, used_at INTEGER);
CREATE TABLE wx_logins (
  state TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  confirmed_by TEXT,
  confirmed_at INTEGER,
  token TEXT
);
CREATE TABLE feedback (c_id INTEGER PRIMARY KEY, c_what TEXT NOT NULL, c_who TEXT NOT NULL, c_when INTEGER NOT NULL);

-- Site layout -------------------------------------------------------------------------------------------
CREATE TABLE areas (c_id INTEGER PRIMARY KEY, c_area_name TEXT NOT NULL);
CREATE TABLE blocks (
  c_block INTEGER PRIMARY KEY, area_id INTEGER NOT NULL, c_name TEXT NOT NULL,
  foundation REAL NOT NULL, crest REAL NOT NULL
);
CREATE TABLE grouts (
  c_id INTEGER PRIMARY KEY, c_grout_name TEXT NOT NULL, area_id INTEGER NOT NULL,
  bottom REAL NOT NULL, top REAL NOT NULL
);
CREATE TABLE holes (
  c_id INTEGER PRIMARY KEY, area_id INTEGER NOT NULL, c_block INTEGER NOT NULL,
  c_hole_lower REAL NOT NULL, c_hole_up REAL NOT NULL, c_name TEXT NOT NULL
);
CREATE TABLE hives (
  c_id INTEGER PRIMARY KEY,
  area_id INTEGER NOT NULL,
  block INTEGER NOT NULL,
  lift INTEGER NOT NULL,
  c_idam_id TEXT NOT NULL,            -- bin number
  c_where TEXT NOT NULL,              -- bay number shown to users, e.g. '8#-012'
  c_canghao REAL NOT NULL,            -- height (top elevation) of the lift, m
  bottom REAL NOT NULL,               -- elevation of the bottom (m)
  top REAL NOT NULL,                  -- elevation of the top (m)
  c_grout INTEGER NOT NULL,
  c_free INTEGER NOT NULL,            -- 0 constrained zone, else free
  c_temp_rucang INTEGER NOT NULL,     -- entry temperature, tenths
  c_temp_jiaozhu INTEGER NOT NULL,    -- pouring (placing) temperature, tenths
  c_start INTEGER NOT NULL,           -- pour start, s
  c_end INTEGER NOT NULL,             -- pour complete, s
  c_stop INTEGER NOT NULL DEFAULT 0,  -- cooling water stopped, s (0 = still cooling)
  design TEXT NOT NULL,               -- JSON TargetDesign (°C)
  thermal TEXT NOT NULL,              -- JSON BayThermal
  rack_id INTEGER,                    -- cabinet that serves the bay while instrumented
  sim_t INTEGER NOT NULL DEFAULT 0,   -- time the simulated state refers to, s
  sim_temp REAL NOT NULL DEFAULT 0,   -- simulated mean concrete temperature, °C
  c_new_temp INTEGER NOT NULL DEFAULT 0,   -- latest average temperature, tenths
  c_new_when INTEGER NOT NULL DEFAULT 0,
  max_temp INTEGER NOT NULL DEFAULT 0,     -- max average temperature, tenths
  max_when INTEGER NOT NULL DEFAULT 0,
  total_flow REAL NOT NULL DEFAULT 0       -- litres of cooling water so far
);
CREATE INDEX hives_area ON hives(area_id, block, lift);
CREATE INDEX hives_rack ON hives(rack_id);

-- Cabinets, loops, thermometers ----------------------------------------------------------------------------
CREATE TABLE racks (
  c_id INTEGER PRIMARY KEY,
  c_name TEXT NOT NULL,
  c_site TEXT NOT NULL,               -- MQTT site of the cabinet (restart)
  area_id INTEGER NOT NULL,
  kind TEXT NOT NULL,                 -- 'cooling' | 'weather'
  c_dtu TEXT NOT NULL DEFAULT '',
  phase INTEGER NOT NULL,             -- second within each 10-minute period when it reports
  fault TEXT NOT NULL DEFAULT 'none', -- 'none' | 'offline' (stopped at fault_since) | 'never' (never reported)
  fault_since INTEGER NOT NULL DEFAULT 0,
  heart_time INTEGER NOT NULL DEFAULT 0,
  c_last_flow_data_when INTEGER NOT NULL DEFAULT 0,
  c_last_temp_data_when INTEGER NOT NULL DEFAULT 0,
  restarted_at INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE channels (
  rack_id INTEGER NOT NULL,
  kind TEXT NOT NULL,                 -- 'loop' | 'temp'
  c_loop INTEGER NOT NULL,
  c_name TEXT NOT NULL,
  hive_id INTEGER,                    -- bay served now (NULL = spare)
  depth REAL NOT NULL DEFAULT 1,      -- thermometers: 1 core .. 0.6 near the surface
  fault TEXT NOT NULL DEFAULT 'none', -- 'none' | 'stale' | 'zero' | 'unknown' | 'flowUnknown' | 'flowStopped'
  fault_since INTEGER NOT NULL DEFAULT 0,
  mode INTEGER NOT NULL DEFAULT 0,    -- loops: 0 automatic, 1 manual
  manual_type INTEGER NOT NULL DEFAULT 0,   -- 1 flow (slow), 2 opening, 3 flow (fast)
  manual_value REAL NOT NULL DEFAULT 0,
  opening REAL NOT NULL DEFAULT 0,
  integral REAL NOT NULL DEFAULT 0,
  direction INTEGER NOT NULL DEFAULT 0,     -- four-way valve: 0 forward, 1 reverse
  value INTEGER,                      -- last flow (hundredths) or temperature (tenths)
  when_add INTEGER NOT NULL DEFAULT 0,
  c_in_temp INTEGER,
  c_out_temp INTEGER,
  kaidu INTEGER,
  PRIMARY KEY (rack_id, kind, c_loop)
) WITHOUT ROWID;
CREATE INDEX channels_hive ON channels(hive_id);
-- Which rack channel served which bay when (the bay's config items, 'cfgs').
CREATE TABLE hive_cfgs (
  c_id INTEGER PRIMARY KEY,
  hive_id INTEGER NOT NULL,
  rack_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  c_loop INTEGER NOT NULL,
  c_name TEXT NOT NULL,
  c_start INTEGER NOT NULL,
  c_end INTEGER NOT NULL DEFAULT 0    -- 0 = still connected
);
CREATE INDEX hive_cfgs_hive ON hive_cfgs(hive_id);
CREATE INDEX hive_cfgs_channel ON hive_cfgs(rack_id, kind, c_loop);
CREATE TABLE loop_data (
  rack_id INTEGER NOT NULL, c_loop INTEGER NOT NULL, t INTEGER NOT NULL,
  flow INTEGER NOT NULL, in_temp INTEGER NOT NULL, out_temp INTEGER NOT NULL, kaidu INTEGER NOT NULL,
  falg INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (rack_id, c_loop, t)
) WITHOUT ROWID;
CREATE TABLE temp_data (
  rack_id INTEGER NOT NULL, c_loop INTEGER NOT NULL, t INTEGER NOT NULL, temp INTEGER NOT NULL,
  PRIMARY KEY (rack_id, c_loop, t)
) WITHOUT ROWID;
-- One row per bay and report: what the bay chart and the map draw.
CREATE TABLE hive_data (
  hive_id INTEGER NOT NULL, t INTEGER NOT NULL,
  avg INTEGER NOT NULL, max INTEGER NOT NULL, min INTEGER NOT NULL, surface INTEGER NOT NULL,
  target INTEGER NOT NULL, air INTEGER NOT NULL,
  in_temp INTEGER, out_temp INTEGER, flow INTEGER,
  PRIMARY KEY (hive_id, t)
) WITHOUT ROWID;
CREATE TABLE loop_cmds (
  c_id INTEGER PRIMARY KEY,
  rack_id INTEGER NOT NULL,
  c_loop INTEGER NOT NULL,
  c_cmd INTEGER NOT NULL,
  c_cmd_value INTEGER NOT NULL,
  c_cmd_value2 REAL NOT NULL,
  c_who TEXT NOT NULL,
  c_who_name TEXT NOT NULL,
  c_when INTEGER NOT NULL,
  c_when_done INTEGER NOT NULL DEFAULT 0,
  text_loop TEXT NOT NULL DEFAULT '',
  due_at INTEGER NOT NULL
);
CREATE INDEX loop_cmds_loop ON loop_cmds(rack_id, c_loop, c_when);
CREATE TABLE reverse_settings (
  c_id INTEGER PRIMARY KEY,           -- c_auto_id
  c_rack INTEGER NOT NULL,
  c_loop INTEGER NOT NULL,
  c_cmd INTEGER,                      -- 0 automatic, 1 manual, NULL never set
  c_cmd_value INTEGER NOT NULL DEFAULT 0,   -- manual: 0 forward, else reverse
  c_cmd_value2 INTEGER NOT NULL DEFAULT 0,  -- automatic: interval in minutes
  c_when_issue INTEGER NOT NULL DEFAULT 0,
  c_who TEXT NOT NULL DEFAULT '',
  next_at INTEGER NOT NULL DEFAULT 0,
  UNIQUE (c_rack, c_loop)
);
CREATE TABLE reverse_logs (
  c_id INTEGER PRIMARY KEY,
  c_rack INTEGER NOT NULL,
  c_loop INTEGER NOT NULL,
  c_cmd INTEGER NOT NULL,
  c_cmd_value INTEGER NOT NULL,
  c_cmd_value2 INTEGER NOT NULL,
  c_when_issue INTEGER NOT NULL,
  c_when_done INTEGER NOT NULL DEFAULT 0,
  c_result INTEGER,                   -- NULL/0 waiting, 1 success, otherwise interrupted
  c_who TEXT NOT NULL
);
CREATE INDEX reverse_logs_loop ON reverse_logs(c_rack, c_loop, c_when_issue);

-- Warnings: one row per episode; active until the condition clears --------------------------------------
CREATE TABLE warnings (
  c_id INTEGER PRIMARY KEY,           -- one id space for every list, so any warning can be marked read
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,              -- what it is about, unique while active per kind
  c_rack_id INTEGER,
  c_loop INTEGER,
  hive_id INTEGER,
  alramDesc TEXT NOT NULL,
  c_when INTEGER NOT NULL,            -- start of the episode, s
  c_last_value INTEGER,
  c_last_when INTEGER NOT NULL,
  c_end_when INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  extra TEXT NOT NULL DEFAULT '{}',
  reading_id INTEGER                  -- outlet, bin-entry and pouring warnings: the reading (other_data) above its limit
);
CREATE INDEX warnings_kind ON warnings(kind, active, c_when);
CREATE UNIQUE INDEX warnings_open ON warnings(kind, subject) WHERE active = 1;
-- Who has read which warning: the read flag is per user.
CREATE TABLE warning_reads (
  user_id TEXT NOT NULL,
  warning_id INTEGER NOT NULL,
  read_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, warning_id)
) WITHOUT ROWID;

-- Weather, materials, meters --------------------------------------------------------------------------------
CREATE TABLE stations (
  c_id INTEGER PRIMARY KEY, c_area INTEGER NOT NULL, c_name TEXT NOT NULL,
  c_rack_id INTEGER NOT NULL, c_loop INTEGER NOT NULL, c_dtu TEXT NOT NULL, altitude INTEGER NOT NULL
);
CREATE TABLE solar_data (t INTEGER PRIMARY KEY, value INTEGER NOT NULL);  -- W/m²
CREATE TABLE hive_others (
  c_id INTEGER PRIMARY KEY, c_name TEXT NOT NULL,
  c_area INTEGER NOT NULL              -- 1 outlet (chujikou), 2 bin entry (rucang), 4 pouring (jiaozhu)
);
CREATE TABLE other_data (
  c_id INTEGER PRIMARY KEY,
  c_hiveotherid INTEGER NOT NULL,
  c_area INTEGER NOT NULL,
  c_value INTEGER NOT NULL,            -- tenths
  c_when_acquire INTEGER NOT NULL,     -- epoch ms, as entered
  c_hive_id TEXT NOT NULL DEFAULT '',  -- comma list of bay ids
  c_who TEXT NOT NULL DEFAULT ''
);
CREATE INDEX other_data_point ON other_data(c_hiveotherid, c_when_acquire);
CREATE INDEX other_data_area ON other_data(c_area, c_when_acquire);
CREATE TABLE aggregate_types (c_id INTEGER PRIMARY KEY, c_type TEXT NOT NULL, c_region TEXT NOT NULL);
CREATE TABLE aggregates (cid INTEGER PRIMARY KEY, aggregateName TEXT NOT NULL, type_id INTEGER NOT NULL, bias REAL NOT NULL);
CREATE TABLE aggregate_data (
  c_id INTEGER PRIMARY KEY, cId INTEGER NOT NULL, typeId INTEGER NOT NULL,
  temperature INTEGER NOT NULL,        -- tenths
  time INTEGER NOT NULL,               -- s
  stage INTEGER NOT NULL,              -- 1 first cooling, 2 second cooling
  user TEXT NOT NULL DEFAULT ''
);
CREATE INDEX aggregate_data_cid ON aggregate_data(cId, time);
CREATE TABLE gradient_meters (c_td_id INTEGER PRIMARY KEY, c_td_instrument_name TEXT NOT NULL, hive_id INTEGER NOT NULL);
-- The thermometers of a gradient meter, at depths below the surface.
CREATE TABLE gradient_points (
  c_td_id INTEGER NOT NULL, idx INTEGER NOT NULL, c_name TEXT NOT NULL, depth REAL NOT NULL,
  PRIMARY KEY (c_td_id, idx)
) WITHOUT ROWID;
CREATE TABLE gradient_data (
  c_td_id INTEGER NOT NULL, idx INTEGER NOT NULL, t INTEGER NOT NULL, value INTEGER NOT NULL,
  PRIMARY KEY (c_td_id, idx, t)
) WITHOUT ROWID;
CREATE TABLE pressure_meters (c_id INTEGER PRIMARY KEY, c_name TEXT NOT NULL, rack_id INTEGER NOT NULL, bias REAL NOT NULL);
CREATE TABLE pressure_data (
  c_id INTEGER NOT NULL, t INTEGER NOT NULL, in_value INTEGER NOT NULL, out_value INTEGER NOT NULL,
  PRIMARY KEY (c_id, t)
) WITHOUT ROWID;

-- Files and bay handling ------------------------------------------------------------------------------------
CREATE TABLE files (
  id INTEGER PRIMARY KEY, hive_id INTEGER NOT NULL, fileName TEXT NOT NULL, stored TEXT NOT NULL,
  size INTEGER NOT NULL, uploaded_at INTEGER NOT NULL, who TEXT NOT NULL DEFAULT '',
  UNIQUE (hive_id, fileName)
);
CREATE TABLE detail_records (
  c_id INTEGER PRIMARY KEY, hive_id INTEGER NOT NULL, c_what TEXT NOT NULL, c_who TEXT NOT NULL,
  c_when INTEGER NOT NULL, c_status INTEGER NOT NULL DEFAULT 0
);
`;

/** Opens (and creates when missing) the database file; `:memory:` works too. */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY;');
  return db;
}

/** Deletes a database file with its WAL and shared-memory companions. */
export function removeDbFiles(file: string): void {
  if (file === ':memory:') return;
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}

/** Whether the schema exists and has been seeded. */
export function isSeeded(db: Db): boolean {
  const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
  if (!table) return false;
  const row = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get() as
    | { value?: string }
    | undefined;
  const version = db.prepare("SELECT value FROM meta WHERE key = 'schema'").get() as
    | { value?: string }
    | undefined;
  return Boolean(row?.value) && version?.value === String(SCHEMA_VERSION);
}

export function createSchema(db: Db): void {
  db.exec(SCHEMA);
  setMeta(db, 'schema', String(SCHEMA_VERSION));
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

/**
 * The rows of a query as plain objects keyed by its column names (the `AS` aliases). node:sqlite's own row
 * objects, made without a prototype, cost about twice as much to make and to serialise: a year of the bay
 * chart's 10-minute averages (36,500 rows) is read and serialised in 10 ms instead of 22.
 */
export function plainRows<T = Record<string, SQLOutputValue>>(
  statement: StatementSync,
  params: SQLInputValue[] | Record<string, SQLInputValue> = [],
): T[] {
  statement.setReturnArrays(true);
  const names = statement.columns().map((c) => c.name);
  const rows = (Array.isArray(params)
    ? statement.all(...params)
    : statement.all(params)) as unknown as SQLOutputValue[][];
  const out = new Array<T>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const record: Record<string, SQLOutputValue> = {};
    for (let k = 0; k < names.length; k++) record[names[k]!] = row[k]!;
    out[i] = record as T;
  }
  return out;
}

/**
 * Runs fn in one transaction; rolls back when it throws, so a failed request writes nothing. Inside another
 * transaction (a handler run by the exactly-once store, `idempotency.ts`) it is a savepoint: its writes then
 * commit or roll back with the outer transaction, together with the stored answer.
 */
export function transaction<T>(db: Db, fn: () => T): T {
  if (db.isTransaction) {
    db.exec('SAVEPOINT nested');
    try {
      const result = fn();
      db.exec('RELEASE nested');
      return result;
    } catch (error) {
      db.exec('ROLLBACK TO nested');
      db.exec('RELEASE nested');
      throw error;
    }
  }
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Row counts of every table: the contract tests compare them to prove a refused request wrote nothing. */
export function rowCounts(db: Db): Record<string, number> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    out[name] = (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n;
  }
  return out;
}
