import { type ReactNode, useState } from 'react';
import { type Cache, SWRConfig } from 'swr';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createDamClient } from '../client/createDamClient';
import { DamError } from '../client/errors';
import { createInvalidationBus, DamApiContext, useDamImmutable, useDamQuery } from './api';
import { type ContractGetData, isContractQueryOf, QUERY_PREFIX, useDamMutate } from './contractHooks';

/** A backend in memory: answers cabinets by id and records every URL it was asked. */
function fakeBackend() {
  const urls: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    urls.push(url);
    const id = Number(url.searchParams.get('c_id'));
    if (id === 404) {
      return new Response(JSON.stringify({ message: 'no such cabinet' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const data = { c_id: id, c_name: `cabinet ${id}`, asked: urls.length };
    return new Response(JSON.stringify({ code: 200, msg: '成功', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createDamClient({ baseUrl: 'http://backend.test', fetch });
  return { client, urls };
}

const { client, urls } = fakeBackend();
const api = { client, bus: createInvalidationBus() };
const useQuery = useDamQuery;
const useImmutable = useDamImmutable;
const useMutate = useDamMutate;

/** The client, and SWR over a given cache so the test can read its keys. */
function WithCache({ cache, children }: { cache: Cache; children: ReactNode }) {
  return (
    <DamApiContext.Provider value={api}>
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, shouldRetryOnError: false }}>
        {children}
      </SWRConfig>
    </DamApiContext.Provider>
  );
}

// `_k` is the key as the hook gave it (SWR keeps it beside the serialized one).
const keysOf = (cache: Cache) =>
  [...cache.keys()].map((key) => (cache.get(key) as { _k?: unknown } | undefined)?._k);

function Cabinet({ id }: { id: number | null }) {
  const { data, error, isLoading } = useQuery(
    '/dn/api_get_one_rack',
    id === null ? null : { params: { query: { c_id: id } } },
  );
  if (error) return <p role="alert">{error instanceof DamError ? `DamError ${error.status}` : 'other'}</p>;
  if (id === null) return <p>skipped {isLoading ? 'loading' : 'idle'}</p>;
  return (
    <p>
      {data
        ? `${(data.data as { c_name: string }).c_name} #${(data.data as unknown as { asked: number }).asked}`
        : '…'}
    </p>
  );
}

function Stations() {
  const { data } = useImmutable('/pqt_php/api_get_tianqi');
  return <p>stations {data ? data.code : '…'}</p>;
}

function Revalidator({ target }: { target: Parameters<ReturnType<typeof useMutate>>[0] }) {
  const mutate = useMutate();
  const [matched, setMatched] = useState<number | null>(null);
  return (
    <button type="button" onClick={() => void mutate(target).then((results) => setMatched(results.length))}>
      revalidate {matched ?? '-'}
    </button>
  );
}

describe('contract hooks', () => {
  it('key a query [QUERY_PREFIX, path, init], an absent init included, and load it through the client', async () => {
    const cache: Cache = new Map();
    const screen = await render(
      <WithCache cache={cache}>
        <Cabinet id={7} />
        <Stations />
      </WithCache>,
    );
    await expect.element(screen.getByText(/cabinet 7/)).toBeVisible();
    await expect.element(screen.getByText('stations 200')).toBeVisible();
    expect(keysOf(cache)).toEqual(
      expect.arrayContaining([
        [QUERY_PREFIX, '/dn/api_get_one_rack', { params: { query: { c_id: 7 } } }],
        [QUERY_PREFIX, '/pqt_php/api_get_tianqi', undefined],
      ]),
    );
    // The absent init keeps its place: three elements, as the keys of every cache written so far.
    expect(keysOf(cache).find((key) => (key as unknown[])[1] === '/pqt_php/api_get_tianqi')).toHaveLength(3);
    expect(
      urls.some((url) => url.pathname.endsWith('/dn/api_get_one_rack') && url.search.includes('c_id=7')),
    ).toBe(true);
  });

  it('skip the call when init is null', async () => {
    const cache: Cache = new Map();
    const before = urls.length;
    const screen = await render(
      <WithCache cache={cache}>
        <Cabinet id={null} />
      </WithCache>,
    );
    await expect.element(screen.getByText('skipped idle')).toBeVisible();
    expect(urls.length).toBe(before);
    expect([...cache.keys()]).toEqual([]);
  });

  it('reject with the DamError of a failed call', async () => {
    const cache: Cache = new Map();
    const screen = await render(
      <WithCache cache={cache}>
        <Cabinet id={404} />
      </WithCache>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('DamError 404');
  });

  it('revalidate the queries of a path whose init holds the given values, or all of the path without', async () => {
    const cache: Cache = new Map();
    const screen = await render(
      <WithCache cache={cache}>
        <Cabinet id={1} />
        <Cabinet id={2} />
        <Stations />
        <Revalidator target={['/dn/api_get_one_rack', { params: { query: { c_id: 2 } } }]} />
        <Revalidator target={['/dn/api_get_one_rack']} />
      </WithCache>,
    );
    await expect.element(screen.getByText(/cabinet 1 #/)).toBeVisible();
    await expect.element(screen.getByText(/cabinet 2 #/)).toBeVisible();
    await expect.element(screen.getByText('stations 200')).toBeVisible();
    const countOf = (id: number) =>
      urls.filter(
        (url) => url.pathname.endsWith('/dn/api_get_one_rack') && url.searchParams.get('c_id') === `${id}`,
      ).length;
    const [one, two] = [countOf(1), countOf(2)];

    await userEvent.click(screen.getByRole('button').first());
    await expect.element(screen.getByRole('button').first()).toHaveTextContent('revalidate 1');
    expect([countOf(1), countOf(2)]).toEqual([one, two + 1]);

    await userEvent.click(screen.getByRole('button').last());
    await expect.element(screen.getByRole('button').last()).toHaveTextContent('revalidate 2');
    expect([countOf(1), countOf(2)]).toEqual([one + 1, two + 2]);
  });

  it('match cache keys by prefix, path and partial init', () => {
    const key = [QUERY_PREFIX, '/dn/getRack', { params: { query: { c_rack: 7, day: '2026-11-01' } } }];
    expect(isContractQueryOf(key, '/dn/getRack')).toBe(true);
    expect(isContractQueryOf(key, '/dn/getRack', { params: { query: { c_rack: 7 } } })).toBe(true);
    expect(isContractQueryOf(key, '/dn/getRack', { params: { query: { c_rack: 8 } } })).toBe(false);
    expect(isContractQueryOf(key, '/dn/api_get_one_rack')).toBe(false);
    expect(isContractQueryOf(['other', '/dn/getRack', undefined], '/dn/getRack')).toBe(false);
    expect(isContractQueryOf([QUERY_PREFIX, '/dn/getRack'], '/dn/getRack')).toBe(true);
    expect(isContractQueryOf([QUERY_PREFIX, '/dn/getRack', {}, 'extra'], '/dn/getRack')).toBe(false);
    expect(isContractQueryOf(`${QUERY_PREFIX}/dn/getRack`, '/dn/getRack')).toBe(false);
  });

  it('type init and answer per path', () => {
    expectTypeOf<ContractGetData<'/pqt_php/api_get_tianqi'>>().toHaveProperty('code');
    const typeOnly = () => {
      // @ts-expect-error a cabinet read needs its c_id
      useQuery('/dn/api_get_one_rack');
      // @ts-expect-error c_id is a number
      useQuery('/dn/api_get_one_rack', { params: { query: { c_id: '7' } } });
      // @ts-expect-error not a GET of the contract
      useQuery('/dn/no_such_path');
      useQuery('/pqt_php/api_get_tianqi', undefined, { refreshInterval: 1000 });
    };
    expect(typeof typeOnly).toBe('function');
  });
});
