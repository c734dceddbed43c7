import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createDamClient } from '../client/createDamClient';
import type { BatchItem } from '../domain/batchExport';
import { DamProvider } from './DamProvider';
import { attachmentName, type ExportFile, useBatchExport } from './useBatchExport';
import { useBayExport } from './useBayExport';

/** The probe's progress line (a RegExp cannot cross into the browser matcher, so poll the text). */
const progressText = (screen: { getByTestId: (id: string) => { element: () => Element } }) =>
  screen.getByTestId('progress').element().textContent ?? '';

const BAYS: BatchItem[] = [
  { id: '16', label: '2#-001' },
  { id: '17', label: '2#-002' },
  { id: '18', label: '2#-003' },
];

/** A backend that answers the three export links with a CSV, bay 17 with a 400 'no such bay'. */
function csvBackend(wait: () => Promise<unknown> = () => new Promise((resolve) => setTimeout(resolve, 5))) {
  const calls: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    calls.push(url);
    await wait();
    const id = url.searchParams.get('id') ?? url.searchParams.get('c_hive_id');
    if (id === '17') {
      return new Response(JSON.stringify({ code: 400, message: 'no such bay' }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(`\uFEFF时间,平均温度(℃)\r\n2026-11-20 10:00,21.5\r\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="x.csv"; filename*=UTF-8''2%23-0${id}-%E6%B8%A9%E5%BA%A6.csv`,
      },
    });
  };
  const client = createDamClient({ baseUrl: 'http://backend.test', getToken: () => 'tok', fetch });
  return { client, calls };
}

function BayExportProbe({ save, intervalMs }: { save: (file: ExportFile) => void; intervalMs: number }) {
  const batch = useBayExport({ intervalMs, save });
  const p = batch.progress;
  return (
    <div>
      <button type="button" onClick={() => batch.start(BAYS, 'averageTemperature')}>
        start
      </button>
      <button type="button" onClick={() => batch.start(BAYS, 'bayInfo')}>
        info
      </button>
      <button type="button" onClick={batch.cancel}>
        cancel
      </button>
      <button type="button" onClick={batch.retryFailures}>
        retry
      </button>
      <output data-testid="progress">
        {`${p.phase} ${p.done}/${p.total} ok ${p.succeeded} failed ${p.failures
          .map((f) => `${f.item.label}:${f.reason}:${f.message}`)
          .join(',')}`}
      </output>
    </div>
  );
}

function renderProbe(
  client: ReturnType<typeof createDamClient>,
  save: (file: ExportFile) => void,
  intervalMs: number,
) {
  return render(
    <DamProvider language="zh" client={client}>
      <BayExportProbe save={save} intervalMs={intervalMs} />
    </DamProvider>,
  );
}

describe('useBayExport', () => {
  it('walks the bays one at a time, counts the failure with its reason and saves one zip of the files', async () => {
    const { client, calls } = csvBackend();
    const saved: ExportFile[] = [];
    const screen = await renderProbe(client, (file) => saved.push(file), 40);
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    await expect
      .element(screen.getByTestId('progress'))
      .toHaveTextContent('finished 3/3 ok 2 failed 2#-002:refused:no such bay');
    expect(calls.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual([
      '/api/getAllTemperatureData?id=16&access_token=tok',
      '/api/getAllTemperatureData?id=17&access_token=tok',
      '/api/getAllTemperatureData?id=18&access_token=tok',
    ]);
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('bays-averageTemperature.zip');
    const entries = unzipSync(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['2#-016-温度.csv', '2#-018-温度.csv']);
    expect(new TextDecoder().decode(entries['2#-016-温度.csv'])).toContain('21.5');

    // The retry walks only the bay that failed, with the same kind of file; failing again, it saves nothing new.
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    await expect.poll(() => progressText(screen)).toMatch(/^finished 1\/1 ok 0 failed 2#-002:/);
    expect(calls.at(-1)?.pathname).toBe('/api/getAllTemperatureData');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(saved).toHaveLength(1);
  });

  it('downloads the bay info by c_hive_id', async () => {
    const { client, calls } = csvBackend();
    const screen = await renderProbe(client, () => {}, 0);
    await userEvent.click(screen.getByRole('button', { name: 'info' }));
    await expect.poll(() => progressText(screen)).toMatch(/^finished 3\/3 /);
    expect(calls.map((url) => `${url.pathname}?${url.searchParams}`)[0]).toBe(
      '/dn/outHiveInfo?c_hive_id=16&access_token=tok',
    );
  });

  it('cancel stops the walk: the download in flight is dropped, nothing more is asked, nothing saved when none came', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, calls } = csvBackend(() => gate);
    const save = vi.fn();
    const screen = await renderProbe(client, save, 0);
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await expect.poll(() => progressText(screen)).toMatch(/^running 0\/3 /);
    await userEvent.click(screen.getByRole('button', { name: 'cancel' }));
    await expect.poll(() => progressText(screen)).toMatch(/^cancelled 0\/3 /);
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(1);
    expect(save).not.toHaveBeenCalled();
  });

  it('leaving the page stops the walk and aborts the download in flight', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, calls } = csvBackend(() => gate);
    const save = vi.fn();
    const screen = await renderProbe(client, save, 0);
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    screen.unmount();
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(1);
    expect(save).not.toHaveBeenCalled();
  });
});

function Walk({ run }: { run: (item: BatchItem, signal: AbortSignal) => Promise<unknown> }) {
  const batch = useBatchExport({ run, intervalMs: 30 });
  return (
    <div>
      <button type="button" onClick={() => batch.start(BAYS)}>
        start
      </button>
      <output data-testid="progress">{`${batch.progress.phase} ${batch.progress.done}`}</output>
    </div>
  );
}

describe('useBatchExport', () => {
  it('never has two items in flight, even when a download is slower than the interval', async () => {
    let inFlight = 0;
    let most = 0;
    const run = vi.fn(async (_item: BatchItem) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 80));
      inFlight--;
    });
    const screen = await render(<Walk run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    await expect.poll(() => progressText(screen)).toMatch(/^finished 3$/);
    expect(most).toBe(1);
    expect(run.mock.calls.map(([item]) => item.id)).toEqual(['16', '17', '18']);
  });

  it('counts a run that throws at once as a failure', async () => {
    const screen = await render(
      <Walk
        run={() => {
          throw new Error('boom');
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    await expect.poll(() => progressText(screen)).toMatch(/^finished 3$/);
  });
});

describe('attachmentName', () => {
  it('reads the UTF-8 name first, then the plain one', () => {
    expect(attachmentName(`attachment; filename="a.csv"; filename*=UTF-8''1%23-001-%E4%BB%93.csv`)).toBe(
      '1#-001-仓.csv',
    );
    expect(attachmentName('attachment; filename="plain name.csv"')).toBe('plain name.csv');
    expect(attachmentName('attachment; filename=bare.csv')).toBe('bare.csv');
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName('attachment')).toBeNull();
  });
});
