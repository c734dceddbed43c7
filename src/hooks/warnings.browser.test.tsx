import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createDamClient } from '../client/createDamClient';
import { DamProvider } from './DamProvider';
import { definePagedRead } from './definePagedRead';
import { defineRead } from './defineRead';
import { useWarningCounts, useWarningList, useWarningTablePages } from './reads';
import { useMarkWarningsRead } from './writes';

const T = 1_790_000_000;

interface Call {
  method: string;
  url: URL;
  body: string;
}

/** A backend in memory that answers from `route` and records every call. */
function fakeBackend(route: (call: Call) => unknown) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const call = { method: request.method, url: new URL(request.url), body: await request.text() };
    calls.push(call);
    const body = route(call);
    return new Response(JSON.stringify(body ?? { message: 'not found' }), {
      status: body === undefined ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createDamClient({ baseUrl: 'http://backend.test', getToken: () => 'tok', fetch });
  return { client, calls };
}

const ok = (data: unknown) => ({ code: 200, msg: '成功', data });

function Wrapper({ client, children }: { client: ReturnType<typeof createDamClient>; children: ReactNode }) {
  return (
    <DamProvider language="zh" client={client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </DamProvider>
  );
}

/** A site with flow warnings 5 and 6 and four-way valve warning 9; reads kept like the server keeps them. */
function site() {
  const warnings = [
    { c_id: 5, c_type: 'loopTooBig', c_when: T },
    { c_id: 6, c_type: 'loopTooSmall', c_when: T - 60 },
    { c_id: 9, c_type: 'sitong', c_when: T - 120 },
  ];
  const read = new Set<number>();
  const item = (w: (typeof warnings)[number]) => ({ ...w, readFlag: read.has(w.c_id) ? 1 : 0 });
  const unread = (kind: string) => warnings.filter((w) => w.c_type === kind && !read.has(w.c_id)).length;
  return fakeBackend(({ method, url, body }) => {
    if (url.pathname === '/pqt/message_warn_count') {
      return ok({
        loopTooBig: unread('loopTooBig'),
        loopTooSmall: unread('loopTooSmall'),
        sitong: unread('sitong'),
      });
    }
    if (url.pathname === '/pqt/getLoopWarns') return ok(warnings.filter((w) => w.c_id < 9).map(item));
    if (url.pathname === '/cytWarn/getSifaWarnList') {
      const rows = warnings.filter((w) => w.c_type === 'sitong').map(item);
      return { code: 200, msg: '成功', total: rows.length, tabledata: rows };
    }
    if (method === 'POST' && url.pathname === '/pqt/warnings_read') {
      const req = JSON.parse(body) as { ids?: number[]; all?: 1; kinds?: string[] };
      const chosen =
        req.ids ?? warnings.filter((w) => !req.kinds || req.kinds.includes(w.c_type)).map((w) => w.c_id);
      const fresh = chosen.filter((id) => !read.has(id));
      for (const id of fresh) read.add(id);
      return ok({ marked: fresh.length });
    }
    return undefined;
  });
}

function FlowWarnings() {
  const counts = useWarningCounts('u');
  const list = useWarningList('loop', 'u');
  const valves = useWarningTablePages('sifa');
  const mark = useMarkWarningsRead();
  const flow = counts.data ? counts.data.loopTooBig + counts.data.loopTooSmall : '…';
  return (
    <div>
      <p>flow badge {flow}</p>
      <ul>
        {list.data?.map((w) => (
          <li key={w.key}>
            <button
              type="button"
              onClick={() => typeof w.id === 'number' && void mark.trigger({ ids: [w.id] })}
            >
              {w.id} {w.kind} {w.read ? 'read' : 'unread'}
            </button>
          </li>
        ))}
      </ul>
      <p>valves {valves.items.map((w) => `${w.id} ${w.read ? 'read' : 'unread'}`).join(',')}</p>
      <button type="button" onClick={() => void mark.trigger({ all: true, kind: 'loop' })}>
        all flow read
      </button>
      <button type="button" onClick={() => void mark.trigger({ all: true, kinds: ['fourWayValve'] })}>
        valves read
      </button>
      <button type="button" onClick={() => void mark.trigger({ all: true })}>
        everything read
      </button>
      <p>marked {mark.data?.marked ?? '-'}</p>
    </div>
  );
}

describe('useMarkWarningsRead', () => {
  it('marks an opened warning read: its dot goes and the badge falls', async () => {
    const { client, calls } = site();
    const screen = await render(
      <Wrapper client={client}>
        <FlowWarnings />
      </Wrapper>,
    );
    await expect.element(screen.getByText('flow badge 2')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '5 flowTooBig unread' }));
    await expect.element(screen.getByRole('button', { name: '5 flowTooBig read' })).toBeVisible();
    await expect.element(screen.getByText('flow badge 1')).toBeVisible();
    await expect.element(screen.getByText('marked 1')).toBeVisible();
    const posted = calls.filter((c) => c.method === 'POST');
    expect(posted.map((c) => JSON.parse(c.body))).toEqual([{ ids: [5] }]);
  });

  it('marks all of one list by the kind its read hook takes, then everything (paged tables too)', async () => {
    const { client, calls } = site();
    const screen = await render(
      <Wrapper client={client}>
        <FlowWarnings />
      </Wrapper>,
    );
    await expect.element(screen.getByText('valves 9 unread')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'all flow read' }));
    await expect.element(screen.getByText('flow badge 0')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '6 flowTooSmall read' })).toBeVisible();
    await expect.element(screen.getByText('valves 9 unread')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'everything read' }));
    await expect.element(screen.getByText('valves 9 read')).toBeVisible();
    const posted = calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(c.body));
    expect(posted).toEqual([{ all: 1, kinds: ['loopUnknown', 'loopTooBig', 'loopTooSmall'] }, { all: 1 }]);
  });

  it('marks all of some named kinds, sent as the kinds the backend names', async () => {
    const { client, calls } = site();
    const screen = await render(
      <Wrapper client={client}>
        <FlowWarnings />
      </Wrapper>,
    );
    await expect.element(screen.getByText('valves 9 unread')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'valves read' }));
    await expect.element(screen.getByText('valves 9 read')).toBeVisible();
    await expect.element(screen.getByText('flow badge 2')).toBeVisible();
    const posted = calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(c.body));
    expect(posted).toEqual([{ all: 1, kinds: ['sitong'] }]);
  });
});

/** Reads that change on their own, refreshed every 150 ms while shown. */
const useRackName = defineRead('/dn/api_get_one_rack', {
  query: (id: number) => ({ c_id: id }),
  adapt: (answer) => answer.data?.c_name ?? null,
  refresh: { every: 150 },
});
const useValvePages = definePagedRead('/cytWarn/getSifaWarnList', {
  query: ({ page, pageSize }) => ({ pageIndex: page, pageSize }),
  adapt: (answer) => ({ items: answer.tabledata.map((w) => w.c_id), total: answer.total }),
  pageSize: 2,
  refresh: { every: 150 },
});

function Live() {
  const name = useRackName(7);
  const valves = useValvePages();
  return (
    <div>
      <p>rack {name.data ?? '…'}</p>
      <p>valves {valves.items.join(',')}</p>
      <button type="button" onClick={valves.loadMore}>
        more
      </button>
    </div>
  );
}

describe('refresh policy { every }', () => {
  it('reloads a read and every loaded page of a list on its own while shown', async () => {
    let name = '1号柜';
    const valves = [3, 2, 1];
    const { client } = fakeBackend(({ url }) => {
      if (url.pathname === '/dn/api_get_one_rack') return ok({ c_id: 7, c_name: name });
      if (url.pathname === '/cytWarn/getSifaWarnList') {
        const page = Number(url.searchParams.get('pageIndex'));
        const rows = valves.slice((page - 1) * 2, page * 2).map((c_id) => ({ c_id }));
        return { code: 200, msg: '成功', total: valves.length, tabledata: rows };
      }
      return undefined;
    });
    const screen = await render(
      <Wrapper client={client}>
        <Live />
      </Wrapper>,
    );
    await expect.element(screen.getByText('rack 1号柜')).toBeVisible();
    await expect.element(screen.getByText('valves 3,2')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    await expect.element(screen.getByText('valves 3,2,1')).toBeVisible();
    name = '一号柜';
    valves.unshift(4);
    await expect.element(screen.getByText('rack 一号柜')).toBeVisible();
    await expect.element(screen.getByText('valves 4,3,2,1')).toBeVisible();
  });
});
