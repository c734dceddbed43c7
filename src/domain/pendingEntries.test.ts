import { describe, expect, it } from 'vitest';
import { entriesToSend, parsePendingEntries } from './pendingEntries.ts';

const manual = { kind: 'manualEntry', entry: { kind: 1, pointId: 3, tempC: 12.5, at: 1000 } };
const aggregate = {
  kind: 'aggregateEntry',
  entry: { aggregateId: 1, typeId: 2, stage: 2, tempC: 8, at: 2000 },
};

describe('parsePendingEntries', () => {
  it('reads kept entries back, oldest first', () => {
    const list = parsePendingEntries([
      { ...aggregate, key: 'b', savedAt: 20 },
      { ...manual, key: 'a', savedAt: 10 },
    ]);
    expect(list.map((p) => p.key)).toEqual(['a', 'b']);
    expect(list[0]).toEqual({ ...manual, key: 'a', savedAt: 10 });
  });

  it('leaves out what is not a well-formed entry, and a key seen twice', () => {
    const list = parsePendingEntries([
      { ...manual, key: 'a', savedAt: 1 },
      { ...manual, key: 'a', savedAt: 2 },
      { ...manual, key: '', savedAt: 3 },
      { kind: 'manualEntry', key: 'c', savedAt: 4, entry: { kind: 3, tempC: 1, at: 1 } },
      { kind: 'manualEntry', key: 'd', savedAt: 5, entry: { kind: 1, tempC: '12', at: 1 } },
      { kind: 'aggregateEntry', key: 'e', savedAt: 6, entry: { ...aggregate.entry, stage: 3 } },
      { kind: 'other', key: 'f', savedAt: 7, entry: manual.entry },
      null,
      'text',
    ]);
    expect(list.map((p) => p.key)).toEqual(['a']);
    expect(parsePendingEntries({ not: 'a list' })).toEqual([]);
  });

  it('keeps the refusal, and leaves refused entries out of what is sent', () => {
    const list = parsePendingEntries([
      { ...manual, key: 'a', savedAt: 1, refused: { message: 'no', messageKey: 'validation.entry.empty' } },
      { ...manual, key: 'b', savedAt: 2 },
    ]);
    expect(list[0]?.refused).toEqual({ message: 'no', messageKey: 'validation.entry.empty' });
    expect(entriesToSend(list).map((p) => p.key)).toEqual(['b']);
  });
});
