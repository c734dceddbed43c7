import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createDamClient } from '../client/createDamClient';
import { DamError } from '../client/errors';
import type { BayCurveKey } from '../domain/bayCurves';
import { useDamClient, useDamQuery } from './api';
import { DamProvider } from './DamProvider';
import { useDamMutation } from './defineMutation';
import { defineRead } from './defineRead';
import { useBayPages, useCabinets, useDepartments, useFiles, useLoopControl, useReadingPages } from './reads';
import { useBayChart } from './useBayChart';
import { useDamErrorText } from './useDamErrorText';
import { useAddManualEntry, useIssueLoopCommand, useUploadFile } from './writes';

const T = 1_790_000_000;

interface Call {
  method: string;
  url: URL;
  body: string;
}

type Route = (call: Call) => { status?: number; body: unknown } | undefined;

/** A backend in memory: a fetch that answers from `route` and records every call. */
function fakeBackend(route: Route, token: string | null = 'tok') {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const call = { method: request.method, url: new URL(request.url), body: await request.text() };
    calls.push(call);
    const answer = route(call) ?? { status: 404, body: { message: 'not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createDamClient({ baseUrl: 'http://backend.test', getToken: () => token, fetch });
  return { client, calls };
}

const ok = (data: unknown) => ({ body: { code: 200, msg: '成功', data } });

function Wrapper({ client, children }: { client: ReturnType<typeof createDamClient>; children: ReactNode }) {
  return (
    <DamProvider language="zh" client={client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </DamProvider>
  );
}

function RackNames() {
  const { data, error, isLoading } = useCabinets('engineer');
  const errorText = useDamErrorText(error);
  if (errorText) return <p role="alert">{errorText}</p>;
  if (isLoading || !data) return <p>loading</p>;
  return (
    <ul>
      {data.map((r) => (
        <li key={r.id}>
          {r.name} {r.heartbeatAt} {r.thermometerErrors}
        </li>
      ))}
    </ul>
  );
}

function Departments() {
  const { data } = useDepartments();
  return <p>{data?.map((d) => `${d.name}<${d.parentId ?? '-'}`).join(' ')}</p>;
}

function Raw() {
  const { data } = useDamQuery('/pqt_php/api_get_tianqi');
  const damClient = useDamClient();
  return (
    <p>
      {data ? `code ${data.code}` : '…'} {damClient.url('/api/getAllFlowData', { id: 4 })}
    </p>
  );
}

function Control() {
  const { data } = useLoopControl(7, 3);
  const issue = useIssueLoopCommand();
  return (
    <div>
      <p>
        pending:{' '}
        {data?.pending
          ? `${data.pending.valueKind} ${data.pending.value} ${data.pending.issuerName}`
          : 'none'}
      </p>
      <p>history: {data?.history.length ?? '…'}</p>
      <button
        type="button"
        onClick={() =>
          void issue.trigger({
            cabinetId: 7,
            loop: 3,
            mode: 'manual',
            valueKind: 'flowSlow',
            value: 12.5,
            loops: [3],
            userId: '李工',
          })
        }
      >
        send
      </button>
    </div>
  );
}

function Zero() {
  const issue = useIssueLoopCommand();
  return (
    <button
      type="button"
      onClick={() =>
        void issue.trigger({
          cabinetId: 0,
          loop: 0,
          mode: 'auto',
          valueKind: null,
          value: null,
          loops: [1, 2, 5],
          userId: 'u',
        })
      }
    >
      {issue.data ? issue.data.message : 'go'}
    </button>
  );
}

function All() {
  const list = useBayPages({ area: 1 }, { pageSize: 10, auto: true });
  return (
    <p>
      {list.items.length}/{list.total ?? '?'} {list.finished ? 'finished' : 'more'}{' '}
      {list.items.at(-1)?.location}
    </p>
  );
}

function More() {
  const list = useBayPages({ area: 1, block: '6' }, { pageSize: 10 });
  return (
    <div>
      <p>
        {list.items.length} {list.finished ? 'finished' : 'more'}
      </p>
      <button type="button" onClick={list.loadMore}>
        more
      </button>
    </div>
  );
}

function Files() {
  const { data } = useFiles(12);
  const upload = useUploadFile();
  const errorText = useDamErrorText(upload.error);
  return (
    <div>
      <p>files: {data?.map((f) => f.name).join(',') ?? '…'}</p>
      <p>{errorText ? `error ${upload.error?.code} ${errorText}` : 'no error'}</p>
      <button
        type="button"
        onClick={() =>
          void upload.trigger({ bayId: 12, file: new Blob(['x']), fileName: 'a.pdf' }).catch(() => undefined)
        }
      >
        upload
      </button>
    </div>
  );
}

function Readings() {
  const list = useReadingPages(4);
  const add = useAddManualEntry();
  return (
    <div>
      <p>
        readings {list.items.map((r) => r.tempC).join(',')} of {list.total ?? '?'}
      </p>
      <button
        type="button"
        onClick={() => void add.trigger({ pointId: 4, kind: 1, tempC: 9.5, at: T * 1000, userId: 'u' })}
      >
        add
      </button>
    </div>
  );
}

describe('read hooks', () => {
  it('load domain values through the client, with the token', async () => {
    const { client, calls } = fakeBackend(({ url }) =>
      url.pathname === '/dn/api_get_all_rack'
        ? ok([
            {
              c_id: 1,
              c_name: '1号柜',
              heartTime: T,
              c_last_flow_data_when: T,
              c_last_temp_data_when: null,
              tempSum: 24,
              tempSumErr: 2,
              flowSum: 36,
              flowSumErr: 0,
            },
          ])
        : undefined,
    );
    const screen = await render(
      <Wrapper client={client}>
        <RackNames />
      </Wrapper>,
    );
    await expect.element(screen.getByText(`1号柜 ${T * 1000} 2`)).toBeVisible();
    expect(calls[0]?.url.searchParams.get('from_who')).toBe('engineer');
    expect(calls[0]?.url.searchParams.get('access_token')).toBe('tok');
  });

  it("show 'Token错误' for a 401", async () => {
    const { client } = fakeBackend(() => ({ status: 401, body: { message: 'expired' } }));
    const screen = await render(
      <Wrapper client={client}>
        <RackNames />
      </Wrapper>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Token错误');
  });

  it('call /myapi.php?api=NAME for the typed virtual paths', async () => {
    const { client, calls } = fakeBackend(({ url }) =>
      url.pathname === '/myapi.php' && url.searchParams.get('api') === 'api_get_group_sc'
        ? ok([
            { c_id: 1, c_name: '工程部', p_id: null },
            { c_id: 2, c_name: '一队', p_id: 1 },
          ])
        : undefined,
    );
    const screen = await render(
      <Wrapper client={client}>
        <Departments />
      </Wrapper>,
    );
    await expect.element(screen.getByText('工程部<- 一队<1')).toBeVisible();
    expect(calls[0]?.url.search).toBe('?api=api_get_group_sc&access_token=tok');
  });

  it('offer every GET of the contract by path (useDamQuery) and the client (useDamClient)', async () => {
    const { client } = fakeBackend(({ url }) =>
      url.pathname === '/pqt_php/api_get_tianqi' ? ok([]) : undefined,
    );
    const screen = await render(
      <Wrapper client={client}>
        <Raw />
      </Wrapper>,
    );
    await expect
      .element(screen.getByText('code 200 http://backend.test/api/getAllFlowData?id=4&access_token=tok'))
      .toBeVisible();
  });
});

/** A read declared the way every hook is: a cabinet's name, skipped while the id is unknown. */
const useCabinetName = defineRead('/dn/api_get_one_rack', {
  query: (cabinetId: number | null) => (cabinetId === null ? null : { c_id: cabinetId }),
  adapt: (answer) => `${answer.data.c_name} (${answer.data.c_id})`,
});

function CabinetName() {
  const [rackId, setRackId] = useState<number | null>(null);
  const { data, error, isLoading } = useCabinetName(rackId);
  const rename = useDamMutation('rename', {
    run: async (_client, _arg: { cabinetId: number }) => undefined,
    affects: ({ cabinetId: id }) => [['/dn/api_get_one_rack', { params: { query: { c_id: id } } }]],
  });
  return (
    <div>
      <p>
        {error ? `failed ${error instanceof DamError ? error.kind : 'other'} ${error.status}` : (data ?? '-')}{' '}
        {isLoading ? 'loading' : 'idle'}
      </p>
      <button type="button" onClick={() => setRackId(7)}>
        choose
      </button>
      <button type="button" onClick={() => void rename.trigger({ cabinetId: 7 })}>
        rename 7
      </button>
      <button type="button" onClick={() => void rename.trigger({ cabinetId: 8 })}>
        rename 8
      </button>
    </div>
  );
}

describe('defineRead', () => {
  const rack = (name: string) =>
    ok({
      c_id: 7,
      c_name: name,
      heartTime: T,
      c_last_flow_data_when: T,
      c_last_temp_data_when: T,
      tempSum: 1,
      tempSumErr: 0,
      flowSum: 1,
      flowSumErr: 0,
    });

  it('waits while its query is null, then maps the answer through its adapter', async () => {
    const { client, calls } = fakeBackend(({ url }) =>
      url.pathname === '/dn/api_get_one_rack' ? rack('1号柜') : undefined,
    );
    const screen = await render(
      <Wrapper client={client}>
        <CabinetName />
      </Wrapper>,
    );
    await expect.element(screen.getByText('- idle')).toBeVisible();
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'choose' }));
    await expect.element(screen.getByText('1号柜 (7) idle')).toBeVisible();
    expect(calls.map((c) => c.url.searchParams.get('c_id'))).toEqual(['7']);
  });

  it('fails with the DamError of the call', async () => {
    const { client } = fakeBackend(() => ({ status: 500, body: { message: 'database down' } }));
    const screen = await render(
      <Wrapper client={client}>
        <CabinetName />
      </Wrapper>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'choose' }));
    await expect.element(screen.getByText('failed http 500 idle')).toBeVisible();
  });

  it('reloads when a write names its path and query, not for another query', async () => {
    let name = '1号柜';
    const { client, calls } = fakeBackend(({ url }) =>
      url.pathname === '/dn/api_get_one_rack' ? rack(name) : undefined,
    );
    const screen = await render(
      <Wrapper client={client}>
        <CabinetName />
      </Wrapper>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'choose' }));
    await expect.element(screen.getByText('1号柜 (7) idle')).toBeVisible();
    name = '一号柜';
    await userEvent.click(screen.getByRole('button', { name: 'rename 8' }));
    await userEvent.click(screen.getByRole('button', { name: 'rename 7' }));
    await expect.element(screen.getByText('一号柜 (7) idle')).toBeVisible();
    expect(calls).toHaveLength(2);
  });
});

describe('mutation hooks', () => {
  it('issue a loop command and revalidate the loop control records', async () => {
    const commands: object[] = [
      {
        c_id: 1,
        c_cmd: 1,
        c_cmd_value: 2,
        c_cmd_value2: 50,
        c_who_name: '张工',
        c_when: T - 600,
        c_when_done: T - 500,
        c_loop: 3,
      },
    ];
    const { client, calls } = fakeBackend(({ url }) => {
      if (url.pathname === '/pqt_php/api_get_loop_ctrl') return ok([...commands]);
      if (url.pathname === '/pqt_php/api_issue_cmd') {
        commands.unshift({
          c_id: 2,
          c_cmd: Number(url.searchParams.get('cmd')),
          c_cmd_value: Number(url.searchParams.get('cmd_value')),
          c_cmd_value2: Number(url.searchParams.get('cmd_value2')),
          c_who_name: url.searchParams.get('from_who'),
          c_when: T,
          c_when_done: null,
          c_loop: 3,
        });
        return { body: { code: 200, msg: '设置成功', data: null } };
      }
      return undefined;
    });

    const screen = await render(
      <Wrapper client={client}>
        <Control />
      </Wrapper>,
    );
    await expect.element(screen.getByText('history: 1')).toBeVisible();
    await expect.element(screen.getByText('pending: none')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await expect.element(screen.getByText('pending: flowSlow 12.5 李工')).toBeVisible();
    const sent = calls.find((c) => c.url.pathname === '/pqt_php/api_issue_cmd');
    expect(sent?.url.searchParams.get('textLoop')).toBe('3');
    expect(
      calls.filter((c) => c.url.pathname === '/pqt_php/api_get_loop_ctrl').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('send cabinet 0 commands through /myapi.php', async () => {
    const { client, calls } = fakeBackend(({ url }) =>
      url.pathname === '/myapi.php' ? { body: { code: 200, msg: '设置成功', data: null } } : ok([]),
    );
    const screen = await render(
      <Wrapper client={client}>
        <Zero />
      </Wrapper>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    await expect.element(screen.getByRole('button', { name: '设置成功' })).toBeVisible();
    const sent = calls.find((c) => c.url.pathname === '/myapi.php');
    expect(sent?.url.searchParams.get('api')).toBe('api_issue_cmd');
    expect(sent?.url.searchParams.get('textLoop')).toBe('1,2,5');
    expect(sent?.url.searchParams.get('cmd_value')).toBe('1');
    expect(sent?.url.searchParams.get('cmd_value2')).toBe('1');
  });

  it('refresh the list after an upload refused as existed, and keep the error', async () => {
    const files = [{ id: 1, fileName: 'a.pdf', fileUrl: '12/a.pdf' }];
    const { client, calls } = fakeBackend(({ url }) => {
      if (url.pathname === '/cytFile/getFileList') return ok([...files]);
      if (url.pathname === '/cytFile/uploadFiles') {
        files.push({ id: 2, fileName: 'b.pdf', fileUrl: '12/b.pdf' });
        return { body: { code: 500, msg: 'existed', data: null } };
      }
      return undefined;
    });
    const screen = await render(
      <Wrapper client={client}>
        <Files />
      </Wrapper>,
    );
    await expect.element(screen.getByText('files: a.pdf')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'upload' }));
    await expect.element(screen.getByText('error 500 existed')).toBeVisible();
    await expect.element(screen.getByText('files: a.pdf,b.pdf')).toBeVisible();
    expect(calls.filter((c) => c.url.pathname === '/cytFile/getFileList')).toHaveLength(2);
  });

  it('reload a paged list after an entry', async () => {
    const readings = [{ c_id: 1, c_value: 85, c_when_acquire: T * 1000 - 60_000, c_idam_id: null }];
    const { client, calls } = fakeBackend(({ method, url, body }) => {
      if (url.pathname === '/pqt/temp_lists') return ok({ list: [...readings], count: readings.length });
      if (method === 'POST' && url.pathname === '/pqt/add_other_data') {
        const entry = JSON.parse(body);
        readings.unshift({
          c_id: 2,
          c_value: entry.c_value,
          c_when_acquire: entry.c_when_acquire,
          c_idam_id: null,
        });
        return ok('ok');
      }
      return undefined;
    });
    const screen = await render(
      <Wrapper client={client}>
        <Readings />
      </Wrapper>,
    );
    await expect.element(screen.getByText('readings 8.5 of 1')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await expect.element(screen.getByText('readings 9.5,8.5 of 2')).toBeVisible();
    const posted = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(posted?.body ?? '{}')).toMatchObject({
      c_area: 1,
      c_value: 95,
      c_hiveotherid: 4,
      c_who: 'u',
    });
  });
});

describe('usePagedList', () => {
  const hives = Array.from({ length: 23 }, (_, i) => ({ c_id: i + 1, c_where: `6-${i + 1}` }));
  const backend = () =>
    fakeBackend(({ url }) => {
      if (url.pathname !== '/pqt_php/api_get_africa_all_hive') return undefined;
      const page = Number(url.searchParams.get('pageIndex'));
      const size = Number(url.searchParams.get('pageSize'));
      return ok({ list: hives.slice((page - 1) * size, page * size), count: hives.length });
    });

  it('loads page after page until the loaded count reaches the total', async () => {
    const { client, calls } = backend();
    const screen = await render(
      <Wrapper client={client}>
        <All />
      </Wrapper>,
    );
    await expect.element(screen.getByText('23/23 finished 6-23')).toBeVisible();
    const pages = calls.map((c) => c.url.searchParams.get('pageIndex'));
    expect(pages).toEqual(['1', '2', '3']);
  });

  it('loads the next page on demand and stops at the total', async () => {
    const { client, calls } = backend();
    const screen = await render(
      <Wrapper client={client}>
        <More />
      </Wrapper>,
    );
    await expect.element(screen.getByText('10 more')).toBeVisible();
    expect(calls[0]?.url.searchParams.get('block')).toBe('6');
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    await expect.element(screen.getByText('20 more')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    await expect.element(screen.getByText('23 finished')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    await expect.element(screen.getByText('23 finished')).toBeVisible();
    expect(calls).toHaveLength(3);
  });
});

function BayChartProbe() {
  const [curves, setCurves] = useState<BayCurveKey[]>([]);
  const chart = useBayChart(7, curves);
  const d = chart.data;
  return (
    <div>
      <p>
        {chart.location} avg {d?.average.value[0]} flow {d?.flow ? d.flow.value[0] : '-'} max{' '}
        {chart.extremes?.max} {chart.loading ? 'loading' : 'idle'}
      </p>
      <button type="button" onClick={() => setCurves(['flow'])}>
        flow
      </button>
    </div>
  );
}

describe('useBayChart', () => {
  it('loads the average at first and each curve only once it is shown, in domain units', async () => {
    const { client, calls } = fakeBackend(({ url }) => {
      if (url.pathname === '/api/getHiveTempData') {
        return ok({
          // A backend that does not know `lines=average` sends the thermometers too: the average is first.
          line: [
            { name: '平均温度', data: [{ c_when: T, c_temp: 215 }] },
            { name: '1#-007 温度计1', data: [{ c_when: T, c_temp: 300 }] },
          ],
          max: 215,
          min: 215,
          max_when: T,
          min_when: T,
          c_where: '1#-007',
        });
      }
      if (url.pathname === '/api/getHiveFlowData') return ok([{ c_when: T, c_flow: 1411 }]);
      return undefined;
    });
    const screen = await render(
      <Wrapper client={client}>
        <BayChartProbe />
      </Wrapper>,
    );
    await expect.element(screen.getByText('1#-007 avg 21.5 flow - max 21.5 idle')).toBeVisible();
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/getHiveTempData']);
    expect(calls[0]!.url.searchParams.get('id')).toBe('7');
    // The chart draws the average alone: the thermometer lines are not asked for.
    expect(calls[0]!.url.searchParams.get('lines')).toBe('average');
    await userEvent.click(screen.getByRole('button', { name: 'flow' }));
    await expect.element(screen.getByText('1#-007 avg 21.5 flow 14.11 max 21.5 idle')).toBeVisible();
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/getHiveTempData', '/api/getHiveFlowData']);
  });
});
