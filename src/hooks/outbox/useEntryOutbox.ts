import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { EntryOutcome } from '../../domain/command.ts';
import { type EntryWrite, entriesToSend, type PendingEntry } from '../../domain/pendingEntries.ts';
import { browserOffline } from '../browserOffline';
import { useAddManualEntry, useInsertAggregate } from '../writes';
import { type PendingEntryStore, pendingEntryStore } from './pendingEntryStore';
import { attemptFailed, type SendAttempt } from './sendAttempt';

/** How often kept entries are tried again while the browser says it is online (the server may be down). */
export const PENDING_ENTRY_RETRY_MS = 30_000;

/** What `useEntryOutbox` gives a screen. */
export interface EntryOutbox {
  /** The user's kept entries, oldest first: waiting to send, or refused (with why) until discarded. */
  pending: readonly PendingEntry[];
  /** This page is sending kept entries now. */
  sending: boolean;
  /**
   * Writes an entry exactly once under `key` (its idempotency key: pass the form's request id, which a
   * retry of the same entry keeps). The entry is kept on the device first, then sent. Resolves `{ ok: true }`
   * when the server wrote it; `{ ok: true, queued: true }` when there is no network (or no answer, or the
   * server says "later"): it stays kept and is sent by itself when the network returns; a refusal
   * (`{ ok: false, … }`) drops it, for the form to show why and keep the typed value. Never rejects.
   */
  submit: (write: EntryWrite, key: string) => Promise<EntryOutcome>;
  /** Forgets a kept entry (the user decided not to send it). */
  discard: (key: string) => void;
  /** Sends every kept entry now, oldest first (also done on mount, when the network returns, and every 30 s). */
  sendNow: () => Promise<void>;
}

const NO_ENTRIES: readonly PendingEntry[] = [];
const noSubscription = () => () => {};

// Keys being sent on this page: a key is never in flight twice, whichever screen or hook sends it.
const inFlight = new Set<string>();

const without = (key: string) => (list: readonly PendingEntry[]) => list.filter((p) => p.key !== key);

/**
 * Hand entries that are never lost and never written twice (outlet, bin-entry, pouring and aggregate
 * temperatures). Every entry is kept on the device (localStorage, per user) before it is sent and dropped
 * only when the server has written it or refused it; every attempt carries the entry's idempotency key, so
 * an answer lost on the way back, a reload mid-send or two tabs sending at once still write one row.
 *
 * ```tsx
 * const outbox = useEntryOutbox(session.userId);
 * const onSubmit = ({ requestId, ...entry }) =>
 *   outbox.submit({ kind: 'manualEntry', entry }, requestId);
 * <PendingEntries pending={outbox.pending} sending={outbox.sending}
 *   onSendNow={outbox.sendNow} onDiscard={outbox.discard} />
 * ```
 */
export function useEntryOutbox(userId: string | null | undefined): EntryOutbox {
  const store: PendingEntryStore | null = userId ? pendingEntryStore(userId) : null;
  const subscribe = store ? store.subscribe : noSubscription;
  const pending = useSyncExternalStore(
    subscribe,
    () => store?.get() ?? NO_ENTRIES,
    () => NO_ENTRIES,
  );
  const sending = useSyncExternalStore(
    subscribe,
    () => store?.isSending() ?? false,
    () => false,
  );

  const addManual = useAddManualEntry();
  const addAggregate = useInsertAggregate();
  const latest = useRef({ addManual, addAggregate, userId, store });
  useLayoutEffect(() => {
    latest.current = { addManual, addAggregate, userId, store };
  });

  /** One attempt, under the entry's key; never two at once for a key. */
  const attempt = useCallback(async (item: PendingEntry): Promise<SendAttempt> => {
    const { addManual, addAggregate, userId } = latest.current;
    if (!userId || inFlight.has(item.key)) return { status: 'kept' };
    inFlight.add(item.key);
    try {
      if (item.kind === 'manualEntry') {
        await addManual.trigger({ ...item.entry, userId, requestId: item.key });
      } else {
        await addAggregate.trigger({ ...item.entry, userId, requestId: item.key });
      }
      return { status: 'sent' };
    } catch (failure) {
      return attemptFailed(failure);
    } finally {
      inFlight.delete(item.key);
    }
  }, []);

  const sendNow = useCallback(async () => {
    const store = latest.current.store;
    if (!store || store.isSending() || browserOffline()) return;
    store.setSending(true);
    try {
      for (const item of entriesToSend(store.get())) {
        const result = await attempt(item);
        if (result.status === 'sent') store.update(without(item.key));
        // Still no way through: the rest would fail the same; try them all next time, in order.
        else if (result.status === 'kept') break;
        else {
          store.update((list) =>
            list.map((p) => (p.key === item.key ? { ...p, refused: result.refusal } : p)),
          );
        }
      }
    } finally {
      store.setSending(false);
    }
  }, [attempt]);

  const submit = useCallback(
    async (write: EntryWrite, key: string): Promise<EntryOutcome> => {
      const store = latest.current.store;
      if (!store) return { ok: false, reason: 'permission' };
      // Kept before it is sent: a reload or a closed tab mid-send finds it and sends it again, same key.
      store.update((list) =>
        list.some((p) => p.key === key)
          ? list.map((p) => (p.key === key ? { ...p, ...write, refused: undefined } : p))
          : [...list, { ...write, key, savedAt: Date.now() }],
      );
      if (browserOffline() || inFlight.has(key)) return { ok: true, queued: true };
      const result = await attempt({ ...write, key, savedAt: Date.now() });
      if (result.status === 'kept') return { ok: true, queued: true };
      store.update(without(key));
      return result.status === 'sent' ? { ok: true } : result.outcome;
    },
    [attempt],
  );

  const discard = useCallback((key: string) => {
    latest.current.store?.update(without(key));
  }, []);

  // Send what is kept: now, when the network returns, and now and then while something waits.
  const waiting = entriesToSend(pending).length > 0;
  useEffect(() => {
    if (!store || !waiting) return;
    void sendNow();
    const onOnline = () => void sendNow();
    globalThis.addEventListener?.('online', onOnline);
    const timer = setInterval(() => void sendNow(), PENDING_ENTRY_RETRY_MS);
    return () => {
      globalThis.removeEventListener?.('online', onOnline);
      clearInterval(timer);
    };
  }, [store, waiting, sendNow]);

  return { pending, sending, submit, discard, sendNow };
}
