/**
 * The names before the Bay/Cabinet vocabulary stay one release as aliases: each is the very same value (or
 * type) as its new name, exported where the new name is.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as root from '../../src';
import * as domain from '../../src/domain';

describe('deprecated names', () => {
  it('are the very values of their new names', () => {
    const aliases = [
      [root.HivePicker, root.BayPicker],
      [root.NO_HIVE_CHOICE, root.NO_BAY_CHOICE],
      [root.HIVE_ID_PATTERN, root.BAY_ID_PATTERN],
      [root.goHiveId, root.frameBayId],
      [domain.HIVE_LABELS_MAX_HIDDEN_ZOOM, domain.BAY_LABELS_MAX_HIDDEN_ZOOM],
    ] as const;
    for (const [old, current] of aliases) {
      expect(current).toBeDefined();
      expect(old).toBe(current);
    }
  });

  it('are the very types of their new names', () => {
    expectTypeOf<root.HivePickerProps>().toEqualTypeOf<root.BayPickerProps>();
    expectTypeOf<root.HiveChoice>().toEqualTypeOf<root.BayChoice>();
    expectTypeOf<root.Rack>().toEqualTypeOf<root.Cabinet>();
    expectTypeOf<root.NumberedEntryKind>().toEqualTypeOf<domain.EntryKind>();
  });
});
