import { useMemo, useState } from 'react';
import { commandPending, type LoopCommandRecord } from '../../../domain';

const NO_RECORDS: readonly LoopCommandRecord[] = [];

/** A record's identity: its id, or what it says and when. */
export function recordKey(record: LoopCommandRecord): string {
  return record.id ?? `${record.loop}|${record.issuedAt}|${record.mode}|${record.valueKind}|${record.value}`;
}

/**
 * The commands as the panel shows them: waiting ones (once, even when the history repeats them), executed
 * ones newest first, and the loop's current setting (the newest executed). A command the user just sent
 * shows as waiting until the data layer reports it (new `pending` or `history` data).
 */
export function useShownCommands(
  pending: LoopCommandRecord | null | undefined,
  history: readonly LoopCommandRecord[] = NO_RECORDS,
) {
  const [sent, setSent] = useState<{
    record: LoopCommandRecord;
    pending: LoopCommandRecord | null | undefined;
    history: readonly LoopCommandRecord[];
  } | null>(null);

  const { waiting, done } = useMemo(() => {
    const byKey = new Map<string, LoopCommandRecord>();
    for (const record of [...(pending ? [pending] : []), ...history]) byKey.set(recordKey(record), record);
    const all = [...byKey.values()].sort((a, b) => (b.issuedAt ?? 0) - (a.issuedAt ?? 0));
    return {
      waiting: all.filter((r) => commandPending(r.doneAt)),
      done: all.filter((r) => !commandPending(r.doneAt)),
    };
  }, [pending, history]);

  const showSent =
    sent !== null && waiting.length === 0 && sent.pending === pending && sent.history === history;
  return {
    waiting: showSent ? [sent.record] : waiting,
    done,
    current: done[0] ?? null,
    /** Shows a command just sent as waiting, until the next data. */
    markSent: (record: LoopCommandRecord) => setSent({ record, pending, history }),
  };
}
