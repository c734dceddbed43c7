/*
 * Where a user's kept entries live: localStorage, so they survive a reload, a closed tab or a flat phone
 * battery; other tabs of the same site see changes through the `storage` event. Without localStorage (a
 * server render, a locked-down browser) the store lives in memory for the page's life.
 */
import { type PendingEntry, parsePendingEntries } from '../../domain/pendingEntries.ts';

/** The storage key of a user's kept entries (namespaced; one list per signed-in user). */
export const PENDING_ENTRIES_STORAGE_PREFIX = 'damtherm:pending-entries:';

export interface PendingEntryStore {
  /** The kept entries, oldest first (the same array until they change). */
  get(): readonly PendingEntry[];
  /** Changes the list from its latest stored state (another tab may have changed it). */
  update(change: (list: readonly PendingEntry[]) => readonly PendingEntry[]): void;
  /** Whether this page is sending the kept entries now. */
  isSending(): boolean;
  setSending(sending: boolean): void;
  subscribe(listener: () => void): () => void;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function createStore(storageKey: string): PendingEntryStore {
  const listeners = new Set<() => void>();
  let memory = '[]';
  let lastRaw: string | null = null;
  let snapshot: readonly PendingEntry[] = [];
  let sending = false;

  const readRaw = (): string => {
    const s = storage();
    if (!s) return memory;
    try {
      return s.getItem(storageKey) ?? '[]';
    } catch {
      return memory;
    }
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const get = () => {
    const raw = readRaw();
    if (raw !== lastRaw) {
      lastRaw = raw;
      let parsed: unknown = [];
      try {
        parsed = JSON.parse(raw);
      } catch {
        // A damaged value reads as empty rather than breaking the screen.
      }
      snapshot = parsePendingEntries(parsed);
    }
    return snapshot;
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) notify();
  };

  return {
    get,
    update(change) {
      const next = JSON.stringify(change(get()));
      memory = next;
      try {
        storage()?.setItem(storageKey, next);
      } catch {
        // Full or refused storage: the memory copy still holds the entries for this page.
      }
      notify();
    },
    isSending: () => sending,
    setSending(next) {
      if (next === sending) return;
      sending = next;
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}

const stores = new Map<string, PendingEntryStore>();

/** The kept entries of a user (one store per user per page, shared by every screen that shows them). */
export function pendingEntryStore(userId: string): PendingEntryStore {
  const key = PENDING_ENTRIES_STORAGE_PREFIX + userId;
  let store = stores.get(key);
  if (!store) {
    store = createStore(key);
    stores.set(key, store);
  }
  return store;
}
