import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createDamClient } from '../client/createDamClient';
import { isDamError } from '../client/errors';
import { DamProvider } from './DamProvider';
import {
  useAddDetailRecord,
  useAddManualEntry,
  useInsertAggregate,
  useIssueLoopCommand,
  useSetAutoReverse,
} from './writes';

interface Sent {
  method: string;
  url: URL;
  key: string | null;
}

/** A backend in memory that answers every write with success and records each request's Idempotency-Key. */
function recordingBackend() {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    sent.push({ method: request.method, url, key: request.headers.get('Idempotency-Key') });
    const data = url.pathname === '/pqt/set_auto_reverse' ? { result: 1 } : 'ok';
    return new Response(JSON.stringify({ code: 200, msg: '成功', errcode: 0, data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createDamClient({ baseUrl: 'http://backend.test', getToken: () => 'tok', fetch });
  return { client, sent };
}

/** Every write that takes a request id, sent once with `requestId` (or without one). */
function Writes({ requestId }: { requestId?: string }) {
  const entry = useAddManualEntry();
  const aggregate = useInsertAggregate();
  const command = useIssueLoopCommand();
  const reversal = useSetAutoReverse();
  const record = useAddDetailRecord();
  const [state, setState] = useState('idle');
  const id = requestId ? { requestId } : {};
  const sendAll = async () => {
    try {
      await entry.trigger({
        kind: 1,
        pointId: 1,
        tempC: 12.3,
        at: 1_752_550_000_000,
        userId: 'u',
        ...id,
      });
      await aggregate.trigger({
        aggregateId: 2,
        typeId: 1,
        stage: 1,
        tempC: 8.5,
        at: 1_752_550_000_000,
        userId: 'u',
        ...id,
      });
      const loop = { mode: 'auto', valueKind: null, value: null, userId: 'u', ...id } as const;
      await command.trigger({ ...loop, cabinetId: 4, loop: 3, loops: [3] });
      await command.trigger({ ...loop, cabinetId: 0, loop: 0, loops: [1, 2] });
      await reversal.trigger({
        autoId: 9,
        cabinetId: 1,
        loop: 2,
        userId: 'u',
        mode: 'manual',
        direction: 'reverse',
        ...id,
      });
      await record.trigger({ bayId: 57, text: '加大通水流量', userId: 'u', ...id });
      setState('done');
    } catch (error) {
      setState(isDamError(error) ? `${error.kind}:${String(error.cause)}` : 'error');
    }
  };
  return (
    <button type="button" onClick={() => void sendAll()}>
      {state}
    </button>
  );
}

async function sendWrites(requestId?: string) {
  const backend = recordingBackend();
  const screen = await render(
    <DamProvider
      language="zh"
      client={backend.client}
      swr={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      <Writes {...(requestId ? { requestId } : {})} />
    </DamProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'idle' }));
  return { ...backend, screen };
}

/** The six writes, as `label` names them, in the order `Writes` sends them. */
const WRITES = [
  '/pqt/add_other_data',
  '/aggregate/insertAggregateInfo',
  '/pqt_php/api_issue_cmd',
  '/myapi.php?api=api_issue_cmd',
  '/pqt/set_auto_reverse',
  '/myapi.php?api=add_detail_record',
];

/** A request's path, with its api name on /myapi.php. */
const label = (s: Sent) => {
  const api = s.url.searchParams.get('api');
  return api ? `${s.url.pathname}?api=${api}` : s.url.pathname;
};

describe('writes carry their request id as the Idempotency-Key header', () => {
  afterEach(() => {
    // Back to the browser's own navigator.onLine.
    delete (navigator as { onLine?: boolean }).onLine;
  });

  it('sends requestId on the entry, aggregate, both loop-command URLs, reversal and handling record', async () => {
    const { sent, screen } = await sendWrites('7f3c2a10-5b1e-4c8e-9d2f-0a1b2c3d4e5f');
    await expect.element(screen.getByRole('button', { name: 'done' })).toBeVisible();
    const writes = sent.filter((s) => WRITES.includes(label(s)));
    expect(writes.map(label)).toEqual(WRITES);
    expect(writes.map((w) => w.key)).toEqual(Array(6).fill('7f3c2a10-5b1e-4c8e-9d2f-0a1b2c3d4e5f'));
    // Nothing else was sent (no read is mounted to revalidate), so nothing else carries the key.
    expect(sent).toHaveLength(6);
  });

  it('sends no header without a request id (a legacy caller)', async () => {
    const { sent, screen } = await sendWrites();
    await expect.element(screen.getByRole('button', { name: 'done' })).toBeVisible();
    expect(sent.filter((s) => WRITES.includes(label(s)))).toHaveLength(6);
    expect(sent.every((s) => s.key === null)).toBe(true);
  });

  it('never sends a loop command while the browser is offline (it would run hours later)', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const { sent, screen } = await sendWrites('0d7a9e52-offline-command');
    // The entry and the aggregate went out (the outbox decides about those); the command stopped the run.
    await expect.element(screen.getByRole('button', { name: 'network:offline' })).toBeVisible();
    expect(sent.some((s) => s.url.toString().includes('api_issue_cmd'))).toBe(false);
  });
});
