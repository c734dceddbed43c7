import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createDamClient } from '../client/createDamClient';
import { DamProvider } from './DamProvider';
import { useBayCoolingForecast } from './useBayCoolingForecast';

const NOW_S = 1_790_000_000;
const NOW = NOW_S * 1000;

type Answer = { status?: number; body: unknown };

/** A backend in memory answering the two bay chart calls the forecast makes; it records the queries. */
function fakeBackend(answers: Record<string, (query: URLSearchParams) => Answer>) {
  const queries: { path: string; query: URLSearchParams }[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    queries.push({ path: url.pathname, query: url.searchParams });
    const answer = answers[url.pathname]?.(url.searchParams) ?? {
      status: 404,
      body: { message: 'not found' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    client: createDamClient({ baseUrl: 'http://backend.test', getToken: () => 'tok', fetch }),
    queries,
  };
}

const ok = (data: unknown) => ({ body: { code: 200, msg: '成功', data } });

/** Hourly average temperature (tenths) over the last `days` days: 20.0 °C now, 0.5 °C warmer per day back. */
function averageLine(days: number) {
  const data = [];
  for (let t = NOW_S - days * 86_400 + 3600; t <= NOW_S; t += 3600) {
    data.push({ c_when: t, c_temp: Math.round((20 + (0.5 * (NOW_S - t)) / 86_400) * 10) });
  }
  return { line: [{ name: '平均温度', data }], c_where: '8#-021' };
}

function Forecast({ id }: { id: number | null }) {
  const { forecast, loading, error } = useBayCoolingForecast(id, { nowMs: NOW });
  if (error) return <p role="alert">{error.message}</p>;
  if (loading || !forecast) return <p>loading</p>;
  return (
    <p data-testid="forecast">
      {forecast.status} {forecast.targetC} {forecast.ratePerDay?.toFixed(2)}{' '}
      {forecast.status === 'expected' ? forecast.daysFromNow.toFixed(1) : ''} {forecast.method.targetKind}
    </p>
  );
}

function Wrapper({ client, children }: { client: ReturnType<typeof createDamClient>; children: ReactNode }) {
  return (
    <DamProvider language="zh" client={client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </DamProvider>
  );
}

describe('useBayCoolingForecast', () => {
  it('reads the last week of the average and the target, and extrapolates to the current target', async () => {
    const { client, queries } = fakeBackend({
      '/api/getHiveTempData': () => ok(averageLine(7)),
      '/api/getHiveTarget': () =>
        ok([
          { c_when: NOW_S - 7200, c_value: 185 },
          { c_when: NOW_S - 3600, c_value: 180 },
        ]),
    });
    const screen = await render(
      <Wrapper client={client}>
        <Forecast id={21} />
      </Wrapper>,
    );
    // 20.25 °C as the latest 24-hour mean, −0.5 °C a day, target 18.0 °C: about 4 days.
    await expect.element(screen.getByTestId('forecast')).toHaveTextContent('expected 18 -0.50 4.0 current');
    const byPath = new Map(queries.map((q) => [q.path, q.query]));
    expect([...byPath.keys()].sort()).toEqual(['/api/getHiveTarget', '/api/getHiveTempData']);
    for (const query of byPath.values()) {
      expect(query.get('id')).toBe('21');
      expect(Number(query.get('min'))).toBe(NOW_S - 7 * 86_400);
    }
    // The readings up to now; the target also ahead, for where the current stage leads.
    expect(byPath.get('/api/getHiveTempData')?.has('max')).toBe(false);
    expect(byPath.get('/api/getHiveTempData')?.get('lines')).toBe('average');
    expect(Number(byPath.get('/api/getHiveTarget')?.get('max'))).toBe(NOW_S + 45 * 86_400);
  });

  it('aims at where the ramp of the current stage ends when the backend sends the plan ahead', async () => {
    const { client } = fakeBackend({
      '/api/getHiveTempData': () => ok(averageLine(7)),
      // A ramp of 0.3 °C a day from 19.5 °C now to 18.0 °C in five days, then holding 18.0 °C.
      '/api/getHiveTarget': () =>
        ok(
          Array.from({ length: 24 * 20 }, (_, h) => ({
            c_when: NOW_S + h * 3600,
            c_value: Math.round((19.5 - Math.min(1.5, (0.3 * h) / 24)) * 10),
          })),
        ),
    });
    const screen = await render(
      <Wrapper client={client}>
        <Forecast id={21} />
      </Wrapper>,
    );
    await expect.element(screen.getByTestId('forecast')).toHaveTextContent('expected 18 -0.50 4.0 stage');
  });

  it('says not enough data for a bay without readings, and skips the calls without a bay', async () => {
    const { client, queries } = fakeBackend({
      '/api/getHiveTempData': () => ok({ line: [{ name: '平均温度', data: [] }], c_where: '1#-001' }),
      '/api/getHiveTarget': () => ok([]),
    });
    const screen = await render(
      <Wrapper client={client}>
        <Forecast id={1} />
        <Forecast id={null} />
      </Wrapper>,
    );
    await expect.element(screen.getByTestId('forecast')).toMatchTextContent(/notEnoughData/);
    expect(queries).toHaveLength(2);
  });

  it('reports a failed call', async () => {
    const { client } = fakeBackend({
      '/api/getHiveTempData': () => ok(averageLine(3)),
      '/api/getHiveTarget': () => ({ status: 400, body: { code: 400, msg: 'no such bay' } }),
    });
    const screen = await render(
      <Wrapper client={client}>
        <Forecast id={999} />
      </Wrapper>,
    );
    await expect.element(screen.getByRole('alert')).toBeVisible();
  });
});
