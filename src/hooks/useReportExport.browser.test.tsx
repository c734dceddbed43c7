import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createDamClient } from '../client/createDamClient';
import { DamProvider } from './DamProvider';
import type { ExportFile } from './useBatchExport';
import { useReportExport } from './useReportExport';

const WEEK = { start: Date.UTC(2025, 6, 8, 16), end: Date.UTC(2025, 6, 15, 16) - 1 };

/** A backend that answers the report links with a CSV after `delayMs`, or refuses a reversed period. */
function reportBackend(delayMs: number) {
  const calls: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    calls.push(url);
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, delayMs);
      request.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(request.signal.reason);
      });
    });
    if (Number(url.searchParams.get('startTime')) > Number(url.searchParams.get('endTime'))) {
      return new Response(JSON.stringify({ message: 'Start date must not be greater than end date' }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response('\uFEFF仓号,日期\r\n1#-007,2025-07-15\r\n', {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="x.csv"; filename*=UTF-8''%E5%91%A8%E9%99%8D%E6%B8%A9%E7%BB%9F%E8%AE%A1.csv`,
      },
    });
  };
  return { client: createDamClient({ baseUrl: 'http://backend.test', getToken: () => 'tok', fetch }), calls };
}

function Probe({ save, slowAfterMs }: { save: (file: ExportFile) => void; slowAfterMs: number }) {
  const exporter = useReportExport({ save, slowAfterMs });
  const s = exporter.state;
  return (
    <div>
      <button type="button" onClick={() => exporter.start('weekDrop', WEEK)}>
        week
      </button>
      <button
        type="button"
        onClick={() => exporter.start('damControl', { start: WEEK.end, end: WEEK.start })}
      >
        reversed
      </button>
      <button type="button" onClick={exporter.cancel}>
        cancel
      </button>
      <output data-testid="state">
        {s.phase === 'running'
          ? `running ${s.slow ? 'slow' : 'quick'}`
          : s.phase === 'done'
            ? `done ${s.fileName}`
            : s.phase === 'failed'
              ? `failed ${(s.error as Error).message}`
              : 'idle'}
      </output>
    </div>
  );
}

describe('useReportExport', () => {
  it("downloads the type's link with the period, the language and the token, and saves the file", async () => {
    const { client, calls } = reportBackend(5);
    const save = vi.fn();
    const screen = await render(
      <DamProvider language="en" client={client}>
        <Probe save={save} slowAfterMs={1000} />
      </DamProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'week' }));
    await expect.element(screen.getByTestId('state')).toHaveTextContent('done 周降温统计.csv');
    const url = calls[0]!;
    expect(url.pathname).toBe('/cytWebHive/weekTempDiffExport');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTime: String(WEEK.start / 1000),
      endTime: String(Math.floor(WEEK.end / 1000)),
      lang: 'en',
      access_token: 'tok',
    });
    expect(save).toHaveBeenCalledOnce();
    const file = save.mock.calls[0]![0] as ExportFile;
    expect(await file.blob.text()).toContain('1#-007');
  });

  it('says it is running once it takes longer than the threshold, and can be cancelled', async () => {
    // Long enough that a busy machine still sees it running when the cancel comes.
    const { client } = reportBackend(10_000);
    const save = vi.fn();
    const screen = await render(
      <DamProvider language="zh" client={client}>
        <Probe save={save} slowAfterMs={50} />
      </DamProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'week' }));
    await expect.element(screen.getByTestId('state')).toHaveTextContent('running slow');
    await userEvent.click(screen.getByRole('button', { name: 'cancel' }));
    await expect.element(screen.getByTestId('state')).toHaveTextContent('idle');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the reason of a refusal', async () => {
    const { client } = reportBackend(5);
    const screen = await render(
      <DamProvider language="zh" client={client}>
        <Probe save={vi.fn()} slowAfterMs={1000} />
      </DamProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'reversed' }));
    await expect
      .element(screen.getByTestId('state'))
      .toHaveTextContent('failed Start date must not be greater than end date');
  });
});
