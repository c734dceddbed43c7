/**
 * Aggregations too heavy for the event loop: each reads months of readings (a block's temperature by concrete
 * age is hundreds of thousands of rows on the large site, about 300 ms). They run in a worker thread with a
 * read-only connection of their own (`readWorker.ts`), so one such request delays no other; a database
 * in memory, which no second connection can open, runs them in place.
 *
 * Each read is a pure function of a connection and plain arguments, and answers plain data (it crosses
 * threads by structured clone). This module imports nothing but types, so the worker loads it alone.
 */
import type { DatabaseSync } from 'node:sqlite';

const DAY = 86_400;

/**
 * A block's line by concrete age, not by calendar day: each bay's readings count at their age (days since its
 * pour was finished, as c_age counts), so a block's line is the average course of its lifts and blocks poured
 * months apart line up. c_when is that age in seconds (day n = n × 86400), as the contract says.
 */
function blockTempLines(db: DatabaseSync, blocks: number[]) {
  const day = db.prepare(
    `SELECT ((d.t - h.c_end) / ${DAY}) * ${DAY} AS c_when, CAST(round(avg(d.avg)) AS INTEGER) AS c_temp
     FROM hive_data d JOIN hives h ON h.c_id = d.hive_id WHERE h.block = ? AND h.c_end > 0 AND d.t >= h.c_end
     GROUP BY (d.t - h.c_end) / ${DAY} ORDER BY c_when`,
  );
  return blocks.map((b) => ({ name: `${b}#`, data: day.all(b) as { c_when: number; c_temp: number }[] }));
}

export const HEAVY_READS = { blockTempLines };

export type HeavyReads = typeof HEAVY_READS;
export type HeavyReadName = keyof HeavyReads;
