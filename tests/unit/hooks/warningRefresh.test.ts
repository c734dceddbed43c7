/**
 * Warnings appear and clear on their own: every declared warning read (the counts, the lists, the outlet /
 * bin-entry / pouring lists, the tables, one page or page after page) reloads every 30 s while shown, and
 * "mark all read" of a list marks the kinds that list shows.
 */
import { describe, expect, it } from 'vitest';
import { refreshConfig } from '../../../src/hooks/defineRead';
import {
  ENTRY_WARNING_PATHS,
  WARNING_KINDS_OF_LIST,
  WARNING_LIST_PATHS,
  WARNING_TABLE_PATHS,
} from '../../../src/hooks/reads/warnings';
import { declaredReads } from './declaredReads';

const WARNING_PATHS = new Set<string>([
  '/pqt/message_warn_count',
  ...Object.values(WARNING_LIST_PATHS),
  ...Object.values(ENTRY_WARNING_PATHS),
  ...Object.values(WARNING_TABLE_PATHS),
]);

describe('warning reads', () => {
  const warningReads = declaredReads().filter((d) => WARNING_PATHS.has(d.read.path));

  it('reload every 30 s while shown', () => {
    expect(warningReads.length).toBeGreaterThan(20);
    for (const d of warningReads) expect(d.read.refresh, d.name).toEqual({ every: 30_000 });
    expect(refreshConfig({ every: 30_000 })).toEqual({ refreshInterval: 30_000 });
    expect(refreshConfig('live')).toEqual({});
  });

  it('know the warning kinds of every list a read hook takes', () => {
    const kinds = [
      ...Object.keys(WARNING_LIST_PATHS),
      ...Object.keys(ENTRY_WARNING_PATHS),
      ...Object.keys(WARNING_TABLE_PATHS),
    ];
    expect(Object.keys(WARNING_KINDS_OF_LIST).sort()).toEqual([...new Set(kinds)].sort());
    expect(WARNING_KINDS_OF_LIST.loop).toEqual(['flowUnknown', 'flowTooBig', 'flowTooSmall']);
    expect(WARNING_KINDS_OF_LIST.cjkHistory).toEqual(['outletTemperature']);
  });
});
