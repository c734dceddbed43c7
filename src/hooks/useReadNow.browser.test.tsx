import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createDamClient } from '../client/createDamClient';
import { DamProvider } from './DamProvider';
import { useCabinet } from './reads';
import { useReadNow } from './useReadNow';

/**
 * A backend in memory answering one cabinet, recording each call; `hold()` keeps the answers back until
 * `release()`, as a slow network does.
 */
function fakeBackend() {
  const calls: URL[] = [];
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    calls.push(url);
    await gate;
    if (url.searchParams.get('c_id') === '99') {
      return new Response(JSON.stringify({ code: 500, msg: '服务器错误' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const data = { c_id: Number(url.searchParams.get('c_id')), c_name: `${calls.length}号柜` };
    return new Response(JSON.stringify({ code: 200, msg: '成功', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    client: createDamClient({ baseUrl: 'http://backend.test', getToken: () => 'tok', fetch }),
    calls,
    hold: () => {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
  };
}

function Wrapper({ client, children }: { client: ReturnType<typeof createDamClient>; children: ReactNode }) {
  return (
    <DamProvider language="zh" client={client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </DamProvider>
  );
}

/** A screen that shows a cabinet's name (when `show`) and asks for it now on a tap, as an export does. */
function Screen({ id, show = true }: { id: string | null; show?: boolean }) {
  const cabinet = useCabinet(show ? id : null);
  const readCabinet = useReadNow(useCabinet.read);
  const [asked, setAsked] = useState('');
  const ask = () =>
    readCabinet(id).then(
      (c) => setAsked(c?.name ?? 'none'),
      () => setAsked('failed'),
    );
  return (
    <>
      <p data-testid="shown">{cabinet.data?.name ?? 'loading'}</p>
      <button type="button" onClick={ask}>
        ask
      </button>
      <p data-testid="asked">{asked}</p>
    </>
  );
}

const renderWith = (backend: ReturnType<typeof fakeBackend>, ui: ReactNode) =>
  render(ui, { wrapper: ({ children }) => <Wrapper client={backend.client}>{children}</Wrapper> });

describe('useReadNow', () => {
  it('joins the read in flight: a tap before the screen has its cabinet makes no second request', async () => {
    const backend = fakeBackend();
    backend.hold();
    const screen = await renderWith(backend, <Screen id="5" />);
    await expect.poll(() => backend.calls.length).toBe(1);
    await screen.getByRole('button', { name: 'ask' }).click();
    backend.release();
    await expect.element(screen.getByTestId('asked')).toHaveTextContent('1号柜');
    await expect.element(screen.getByTestId('shown')).toHaveTextContent('1号柜');
    expect(backend.calls).toHaveLength(1);
    expect(backend.calls[0]?.searchParams.get('c_id')).toBe('5');
  });

  it('gives the answer the screen already has without asking again', async () => {
    const backend = fakeBackend();
    const screen = await renderWith(backend, <Screen id="5" />);
    await expect.element(screen.getByTestId('shown')).toHaveTextContent('1号柜');
    await screen.getByRole('button', { name: 'ask' }).click();
    await expect.element(screen.getByTestId('asked')).toHaveTextContent('1号柜');
    expect(backend.calls).toHaveLength(1);
  });

  it('asks when no read has, and the read that loads next takes that request', async () => {
    const backend = fakeBackend();
    const hidden = await renderWith(backend, <Screen id="6" show={false} />);
    await hidden.getByRole('button', { name: 'ask' }).click();
    await expect.element(hidden.getByTestId('asked')).toHaveTextContent('1号柜');
    await hidden.rerender(<Screen id="6" />);
    await expect.element(hidden.getByTestId('shown')).toHaveTextContent('1号柜');
    expect(backend.calls).toHaveLength(1);
  });

  it('gives nothing for a cabinet not known yet, rejects when the server fails and asks again on the next tap', async () => {
    const backend = fakeBackend();
    const unknown = await renderWith(backend, <Screen id={null} />);
    await unknown.getByRole('button', { name: 'ask' }).click();
    await expect.element(unknown.getByTestId('asked')).toHaveTextContent('none');
    expect(backend.calls).toHaveLength(0);
    await unknown.unmount();
    const failing = await renderWith(backend, <Screen id="99" show={false} />);
    const ask = failing.getByRole('button', { name: 'ask' });
    await ask.click();
    await expect.element(failing.getByTestId('asked')).toHaveTextContent('failed');
    expect(backend.calls).toHaveLength(1);
    await failing.rerender(<Screen id="99" show={false} key="again" />);
    await ask.click();
    await expect.poll(() => backend.calls.length).toBe(2);
    await expect.element(failing.getByTestId('asked')).toHaveTextContent('failed');
  });
});
