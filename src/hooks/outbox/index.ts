export { PENDING_ENTRIES_STORAGE_PREFIX } from './pendingEntryStore';
export { type EntryOutbox, PENDING_ENTRY_RETRY_MS, useEntryOutbox } from './useEntryOutbox';
