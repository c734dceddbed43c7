/**
 * The seeded site raises every kind of warning from its physics (part 2 §2.6): seeded on a summer morning
 * (as the contract tests are) and on a winter night, and started as the server starts (one tick at the
 * seeding time), every kind stands at one of the two moments at least, and the kinds whose lists keep
 * cleared warnings (outlet, bin-entry and pouring history, the four-way valve list) have cleared ones at
 * both.
 */
import { describe, expect, it } from 'vitest';
import { openDb } from '../db.ts';
import { KINDS_SHOWN_CLEARED } from '../handlers/warnings.ts';
import { ENTRY_WARNING_KINDS } from './entryWarnings.ts';
import { createRuntime } from './runtime.ts';
import { seedDatabase } from './seed.ts';
import { WARNING_KINDS } from './warnings.ts';

const SUMMER_MORNING = Date.UTC(2025, 6, 15, 4, 0, 0) / 1000;
/** 01:20 at the site, early December. */
const WINTER_NIGHT = Date.UTC(2025, 11, 1, 17, 20, 0) / 1000;

type Tally = { kind: string; active: number; n: number }[];

async function seededWarnings(now: number): Promise<Tally> {
  const db = openDb(':memory:');
  await seedDatabase(db, { now });
  createRuntime(db).tick(now);
  const rows = db
    .prepare('SELECT kind, active, count(*) AS n FROM warnings GROUP BY kind, active')
    .all() as Tally;
  db.close();
  return rows;
}

const count = (rows: Tally, kind: string, active: number) =>
  rows.find((r) => r.kind === kind && r.active === active)?.n ?? 0;

describe('the seeded site', () => {
  it('raises every kind of warning, standing and (where its list keeps them) cleared', {
    timeout: 120_000,
  }, async () => {
    const moments = [await seededWarnings(SUMMER_MORNING), await seededWarnings(WINTER_NIGHT)];
    for (const kind of [...WARNING_KINDS, ...ENTRY_WARNING_KINDS]) {
      const standing = moments.map((rows) => count(rows, kind, 1));
      expect(Math.max(...standing), `standing ${kind}: ${standing.join(', ')}`).toBeGreaterThan(0);
    }
    for (const rows of moments) {
      for (const kind of KINDS_SHOWN_CLEARED)
        expect(count(rows, kind, 0), `cleared ${kind}`).toBeGreaterThan(0);
    }
  });
});
