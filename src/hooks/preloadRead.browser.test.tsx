import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createDamClient } from '../client/createDamClient';
import { DamProvider } from './DamProvider';
import { dropPreloadedReads, preloadRead } from './preloadRead';
import { useBayAverageTemperature } from './reads';
import { preloadBayChart, useBayChart } from './useBayChart';

/** A backend in memory answering the bay chart's average temperature (one reading), recording each call. */
function fakeBackend() {
  const calls: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    calls.push(url);
    const data = {
      line: [{ name: '平均温度', data: [{ c_when: 1_790_000_000, c_temp: 215 + calls.length }] }],
      c_where: '8#-021',
    };
    return new Response(JSON.stringify({ code: 200, msg: '成功', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { client: createDamClient({ baseUrl: 'http://backend.test', getToken: () => 'tok', fetch }), calls };
}

function Wrapper({ client, children }: { client: ReturnType<typeof createDamClient>; children: ReactNode }) {
  return (
    <DamProvider language="zh" client={client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </DamProvider>
  );
}

function Chart({ id }: { id: number }) {
  const chart = useBayChart(id, []);
  if (!chart.data) return <p>loading</p>;
  return <p data-testid="chart">{`${chart.location} ${chart.data.average.value.length}`}</p>;
}

describe('preloadRead', () => {
  it('starts the bay chart before the page, and the page takes that call instead of asking again', async () => {
    const { client, calls } = fakeBackend();
    preloadBayChart(client, 7);
    preloadBayChart(client, '7');
    // Started before any component: the page's code may still be loading.
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]?.pathname).toBe('/api/getHiveTempData');
    expect(calls[0]?.searchParams.get('id')).toBe('7');
    expect(calls[0]?.searchParams.get('lines')).toBe('average');
    const screen = await render(<Chart id={7} />, {
      wrapper: ({ children }) => <Wrapper client={client}>{children}</Wrapper>,
    });
    await expect.element(screen.getByTestId('chart')).toHaveTextContent('8#-021 1');
    expect(calls).toHaveLength(1);
  });

  it('is taken once: the next visit asks the server again', async () => {
    const { client, calls } = fakeBackend();
    preloadRead(client, useBayAverageTemperature.read, 8);
    const first = await render(<Chart id={8} />, {
      wrapper: ({ children }) => <Wrapper client={client}>{children}</Wrapper>,
    });
    await expect.element(first.getByTestId('chart')).toBeVisible();
    await first.unmount();
    expect(calls).toHaveLength(1);
    const second = await render(<Chart id={8} />, {
      wrapper: ({ children }) => <Wrapper client={client}>{children}</Wrapper>,
    });
    await expect.element(second.getByTestId('chart')).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  it('starts nothing for a bay that is not known yet, and keeps other clients apart', async () => {
    const { client, calls } = fakeBackend();
    preloadBayChart(client, null);
    expect(calls).toHaveLength(0);
    const other = fakeBackend();
    preloadBayChart(other.client, 9);
    const screen = await render(<Chart id={9} />, {
      wrapper: ({ children }) => <Wrapper client={client}>{children}</Wrapper>,
    });
    await expect.element(screen.getByTestId('chart')).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(other.calls).toHaveLength(1);
  });

  it('forgets what no screen took when the user signs out: the next user asks the server', async () => {
    const { client, calls } = fakeBackend();
    preloadBayChart(client, 10);
    await expect.poll(() => calls.length).toBe(1);
    dropPreloadedReads(client);
    const screen = await render(<Chart id={10} />, {
      wrapper: ({ children }) => <Wrapper client={client}>{children}</Wrapper>,
    });
    await expect.element(screen.getByTestId('chart')).toBeVisible();
    expect(calls).toHaveLength(2);
  });
});
