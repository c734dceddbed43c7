import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createDamClient } from '../../client/createDamClient';
import type { EntryOutcome } from '../../domain/command.ts';
import { DamProvider } from '../DamProvider';
import { PENDING_ENTRIES_STORAGE_PREFIX } from './pendingEntryStore';
import { useEntryOutbox } from './useEntryOutbox';

const USER = 'outbox-tester';
const AT = 1_790_000_000_000;

/**
 * A backend that writes each entry once per Idempotency-Key (as the reference backend does) and can be told
 * to be unreachable, to lose its answer after writing, or to refuse.
 */
function backend() {
  const rows: { key: string | null; value: number }[] = [];
  const seen = new Set<string>();
  const state = { mode: 'up' as 'up' | 'down' | 'loseAnswer' | 'refuse', requests: 0 };
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    state.requests += 1;
    if (state.mode === 'down') throw new TypeError('Failed to fetch');
    const key = request.headers.get('Idempotency-Key');
    const body = JSON.parse(await request.text());
    if (state.mode === 'refuse') {
      return Response.json(
        { message: 'Temperature value cannot be empty', reason: 'validation', key: 'validation.entry.empty' },
        { status: 400 },
      );
    }
    if (!key || !seen.has(key)) {
      if (key) seen.add(key);
      rows.push({ key, value: body.c_value });
    }
    if (state.mode === 'loseAnswer') throw new TypeError('Failed to fetch');
    return Response.json({ code: 200, msg: '成功', data: 'Added' });
  };
  const client = createDamClient({ baseUrl: 'http://backend.test', getToken: () => 'tok', fetch });
  return { client, rows, state };
}

function Entry({ tempC, entryKey }: { tempC: number; entryKey: string }) {
  const outbox = useEntryOutbox(USER);
  const [outcome, setOutcome] = useState<EntryOutcome | null>(null);
  return (
    <div>
      <button
        type="button"
        onClick={async () =>
          setOutcome(
            await outbox.submit(
              { kind: 'manualEntry', entry: { kind: 1, pointId: 3, tempC, at: AT } },
              entryKey,
            ),
          )
        }
      >
        enter
      </button>
      <button type="button" onClick={() => void outbox.sendNow()}>
        send now
      </button>
      <p>outcome {outcome ? JSON.stringify(outcome) : '-'}</p>
      <p>
        pending {outbox.pending.length} refused {outbox.pending.filter((p) => p.refused).length}
      </p>
    </div>
  );
}

function renderEntry(client: ReturnType<typeof createDamClient>, tempC = 12.5, entryKey = 'key-00000001') {
  return render(
    <DamProvider language="en" client={client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Entry tempC={tempC} entryKey={entryKey} />
    </DamProvider>,
  );
}

const stored = () => JSON.parse(localStorage.getItem(PENDING_ENTRIES_STORAGE_PREFIX + USER) ?? '[]');

describe('useEntryOutbox', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('writes an entry once, with its idempotency key, and keeps nothing', async () => {
    const { client, rows } = backend();
    const screen = await renderEntry(client);
    await userEvent.click(screen.getByRole('button', { name: 'enter' }));
    await expect.element(screen.getByText('outcome {"ok":true}')).toBeVisible();
    expect(rows).toEqual([{ key: 'key-00000001', value: 125 }]);
    expect(stored()).toEqual([]);
  });

  it('keeps an entry without network, without a request, and sends it when the network returns', async () => {
    const { client, rows, state } = backend();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const screen = await renderEntry(client);
    await userEvent.click(screen.getByRole('button', { name: 'enter' }));
    await expect.element(screen.getByText('outcome {"ok":true,"queued":true}')).toBeVisible();
    await expect.element(screen.getByText('pending 1 refused 0')).toBeVisible();
    expect(state.requests).toBe(0);
    expect(stored()).toHaveLength(1);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect.element(screen.getByText('pending 0 refused 0')).toBeVisible();
    expect(rows).toEqual([{ key: 'key-00000001', value: 125 }]);
  });

  it('writes once when the answer was lost and the entry is sent again', async () => {
    const { client, rows, state } = backend();
    state.mode = 'loseAnswer';
    const screen = await renderEntry(client);
    await userEvent.click(screen.getByRole('button', { name: 'enter' }));
    await expect.element(screen.getByText('outcome {"ok":true,"queued":true}')).toBeVisible();
    state.mode = 'up';
    await userEvent.click(screen.getByRole('button', { name: 'send now' }));
    await expect.element(screen.getByText('pending 0 refused 0')).toBeVisible();
    expect(rows).toHaveLength(1);
    expect(state.requests).toBeGreaterThanOrEqual(2);
  });

  it('finds kept entries after a reload and sends them by itself', async () => {
    const { client, rows, state } = backend();
    state.mode = 'down';
    const first = await renderEntry(client);
    await userEvent.click(first.getByRole('button', { name: 'enter' }));
    await expect.element(first.getByText('outcome {"ok":true,"queued":true}')).toBeVisible();
    await expect.element(first.getByText('pending 1 refused 0')).toBeVisible();
    await first.unmount();
    state.mode = 'up';
    const again = await renderEntry(client);
    await expect.element(again.getByText('pending 0 refused 0')).toBeVisible();
    expect(rows).toEqual([{ key: 'key-00000001', value: 125 }]);
  });

  it('gives a refusal back to the form with its message key, and keeps nothing', async () => {
    const { client, rows, state } = backend();
    state.mode = 'refuse';
    const screen = await renderEntry(client);
    await userEvent.click(screen.getByRole('button', { name: 'enter' }));
    await expect
      .element(screen.getByText(/outcome \{"ok":false,"reason":"rejected".*validation\.entry\.empty/))
      .toBeVisible();
    expect(rows).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('marks a kept entry the server refuses later, and keeps it listed until discarded', async () => {
    const { client, state } = backend();
    state.mode = 'down';
    const screen = await renderEntry(client);
    await userEvent.click(screen.getByRole('button', { name: 'enter' }));
    // Kept only once the attempt failed (it is written to storage before it is sent).
    await expect.element(screen.getByText('outcome {"ok":true,"queued":true}')).toBeVisible();
    await expect.element(screen.getByText('pending 1 refused 0')).toBeVisible();
    state.mode = 'refuse';
    await userEvent.click(screen.getByRole('button', { name: 'send now' }));
    await expect.element(screen.getByText('pending 1 refused 1')).toBeVisible();
    expect(stored()[0].refused.messageKey).toBe('validation.entry.empty');
  });

  it('drops what is not a well-formed entry in storage instead of sending it', async () => {
    localStorage.setItem(
      PENDING_ENTRIES_STORAGE_PREFIX + USER,
      JSON.stringify([{ key: 'x', savedAt: 1, kind: 'manualEntry', entry: { kind: 9, tempC: 'hot' } }]),
    );
    const { client, state } = backend();
    const screen = await renderEntry(client);
    await expect.element(screen.getByText('pending 0 refused 0')).toBeVisible();
    expect(state.requests).toBe(0);
  });
});
