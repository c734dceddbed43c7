import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDamClient,
  DamError,
  isDamError,
  md5Hex,
  UNAUTHORIZED_MESSAGE,
} from '../../../src/client/index.ts';

interface Seen {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: Seen, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let handler: Handler;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};
const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  code: 200,
  msg: '成功',
  data,
  ...extra,
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  handler = (_req, res) => json(res, 200, ok([]));
});

const last = () => seen[seen.length - 1] as Seen;

/** The rejection of a promise, which must reject. */
async function rejection(promise: Promise<unknown>): Promise<DamError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DamError);
    return error as DamError;
  }
  throw new Error('expected the call to reject');
}

describe('access_token', () => {
  it('is sent as a query parameter on every request when a token exists', async () => {
    let token: string | null = 'tok-123';
    const client = createDamClient({ baseUrl, getToken: () => token });
    await client.GET('/dn/api_get_all_rack', { params: { query: { from_who: 'engineer' } } });
    expect(last().url.pathname).toBe('/dn/api_get_all_rack');
    expect(last().url.searchParams.get('access_token')).toBe('tok-123');
    expect(last().url.searchParams.get('from_who')).toBe('engineer');

    token = null;
    await client.GET('/dn/api_get_all_rack', { params: { query: { from_who: 'engineer' } } });
    expect(last().url.searchParams.has('access_token')).toBe(false);
  });

  it('is read before each request, and also sent on POST calls', async () => {
    const client = createDamClient({ baseUrl, getToken: () => 'abc' });
    handler = (_req, res) => json(res, 200, { code: 200, msg: '成功', data: 'ok' });
    await client.POST('/cytUser/logout');
    expect(last().method).toBe('POST');
    expect(last().url.searchParams.get('access_token')).toBe('abc');
  });
});

describe('tokenTransport bearer', () => {
  it('sends the token as Authorization: Bearer, never in the URL', async () => {
    const client = createDamClient({ baseUrl, getToken: () => 'tok-9', tokenTransport: 'bearer' });
    await client.GET('/dn/api_get_all_rack', { params: { query: { from_who: 'engineer' } } });
    expect(last().headers.authorization).toBe('Bearer tok-9');
    expect(last().url.searchParams.has('access_token')).toBe(false);
    expect(client.url('/api/getAllFlowData', { id: 4 })).toBe(`${baseUrl}/api/getAllFlowData?id=4`);
  });

  it('asks the backend for a signed download link, and falls back to url() where there is none', async () => {
    const client = createDamClient({ baseUrl, getToken: () => 'tok-9', tokenTransport: 'bearer' });
    handler = (req, res) =>
      json(res, 200, ok({ url: `${JSON.parse(req.body).path}&dl=signed`, expiresAt: 60 }));
    expect(await client.downloadLink('/api/getAllFlowData', { id: 4 })).toBe(
      `${baseUrl}/api/getAllFlowData?id=4&dl=signed`,
    );
    expect(last().url.pathname).toBe('/dn/downloadLink');
    expect(JSON.parse(last().body)).toEqual({ path: '/api/getAllFlowData?id=4' });
    handler = (_req, res) => json(res, 404, { message: 'no such path' });
    expect(await client.downloadLink('/api/getAllFlowData', { id: 4 })).toBe(
      `${baseUrl}/api/getAllFlowData?id=4`,
    );
  });
});

describe('a throttled call (429)', () => {
  it('is tooManyAttempts with the seconds of Retry-After, even from a backend that words it otherwise', async () => {
    handler = (_req, res) => {
      res.writeHead(429, { 'Content-Type': 'text/plain', 'Retry-After': '30' });
      res.end('slow down');
    };
    const client = createDamClient({ baseUrl });
    const error = await rejection(client.POST('/cytUser/login', { body: { username: 'a', userpwd: 'b' } }));
    expect(error.reason).toBe('tooManyAttempts');
    expect(error.retryAfter).toBe(30);
    expect(error.status).toBe(429);
  });
});

describe('the /myapi.php rewrite', () => {
  it('sends /myapi.php?api=NAME for a virtual path', async () => {
    const client = createDamClient({ baseUrl, getToken: () => 't' });
    const { data } = await client.GET('/myapi.php/api_get_group_sc');
    expect(data?.code).toBe(200);
    expect(last().url.pathname).toBe('/myapi.php');
    expect([...last().url.searchParams.keys()]).toEqual(['api', 'access_token']);
    expect(last().url.searchParams.get('api')).toBe('api_get_group_sc');
  });

  it('keeps the other query parameters, api first', async () => {
    const client = createDamClient({ baseUrl });
    await client.GET('/myapi.php/api_get_areas', {
      params: { query: { from_who: 'engineer', search_value: '左岸 1' } },
    });
    expect(last().url.pathname).toBe('/myapi.php');
    expect([...last().url.searchParams]).toEqual([
      ['api', 'api_get_areas'],
      ['from_who', 'engineer'],
      ['search_value', '左岸 1'],
    ]);
  });

  it('encodes /myapi.php POST bodies as a form, with api in the query', async () => {
    const client = createDamClient({ baseUrl, getToken: () => 't' });
    handler = (_req, res) => json(res, 200, { code: 200, msg: '成功', data: 'ok' });
    await client.POST('/myapi.php/api_post_feedback', {
      body: { c_what: '阀门 3 漏水 & more', c_who: 'engineer' },
    });
    expect(last().url.pathname).toBe('/myapi.php');
    expect(last().url.searchParams.get('api')).toBe('api_post_feedback');
    expect(last().headers['content-type']).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(last().body);
    expect(form.get('c_what')).toBe('阀门 3 漏水 & more');
    expect(form.get('c_who')).toBe('engineer');
  });

  it('builds legacy download links with the token', () => {
    const client = createDamClient({ baseUrl: `${baseUrl}/`, getToken: () => 'tk' });
    expect(client.url('/api/getAllTemperatureData', { id: 7, min: 100, max: 200 })).toBe(
      `${baseUrl}/api/getAllTemperatureData?id=7&min=100&max=200&access_token=tk`,
    );
    expect(client.url('/myapi.php/api_get_group_sc')).toBe(
      `${baseUrl}/myapi.php?api=api_get_group_sc&access_token=tk`,
    );
    const relative = createDamClient({ baseUrl: '/backend' });
    expect(relative.url('/dn/outHiveInfo', { c_hive_id: 3 })).toBe('/backend/dn/outHiveInfo?c_hive_id=3');
  });
});

describe('parameters and bodies', () => {
  it('sends the mode object deepObject style', async () => {
    const client = createDamClient({ baseUrl });
    await client.GET('/pqt_php/api_getMoreLoopData', {
      params: {
        query: {
          loop_id: 3,
          rack_id: 2,
          mode: { which: 'define', input_hour: 2, whichMode: 'average' },
          isExport: 0,
        },
      },
    });
    const q = last().url.searchParams;
    expect(q.get('mode[which]')).toBe('define');
    expect(q.get('mode[input_hour]')).toBe('2');
    expect(q.get('mode[whichMode]')).toBe('average');
    expect(q.get('loop_id')).toBe('3');
  });

  it('sends JSON bodies to the other modules', async () => {
    const client = createDamClient({ baseUrl });
    handler = (_req, res) => json(res, 200, { code: 200, msg: '成功', data: 'ok' });
    await client.POST('/cytFile/deleteFile', { body: { file_id: 4, fileUrl: '12/a.pdf' } });
    expect(last().headers['content-type']).toContain('application/json');
    expect(JSON.parse(last().body)).toEqual({ file_id: 4, fileUrl: '12/a.pdf' });
  });

  it('sends uploads as multipart', async () => {
    const client = createDamClient({ baseUrl });
    handler = (_req, res) => json(res, 200, { code: 200, msg: '成功', data: 'ok' });
    const form = new FormData();
    form.append('hive_id', '12');
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), '记录.txt');
    await client.POST('/cytFile/uploadFiles', {
      body: { hive_id: 12, file: '' },
      bodySerializer: () => form,
    });
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('name="hive_id"');
    expect(last().body).toContain('hello');
  });

  it('reads CSV downloads as text', async () => {
    const client = createDamClient({ baseUrl });
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
      res.end('time,temp\n2024-01-01 00:00,18.5\n');
    };
    const { data } = await client.GET('/api/getAllFlowData', {
      params: { query: { id: 5 } },
      parseAs: 'text',
    });
    expect(data).toContain('18.5');
  });
});

describe('password hashing', () => {
  it('hashes userpwd on login with MD5 hex by default', async () => {
    const client = createDamClient({ baseUrl });
    handler = (_req, res) => json(res, 200, ok({ c_id: 'engineer', userName: '工程师', token: 'x' }));
    const { data } = await client.POST('/cytUser/login', {
      body: { username: 'engineer', userpwd: 'damtherm-engineer' },
    });
    expect(data?.data?.token).toBe('x');
    const body = JSON.parse(last().body);
    expect(body).toEqual({ username: 'engineer', userpwd: md5Hex('damtherm-engineer') });
    expect(body.userpwd).toMatch(/^[0-9a-f]{32}$/);
  });

  it('hashes the older login, registration and both password changes', async () => {
    const client = createDamClient({ baseUrl });
    handler = (_req, res) => json(res, 200, ok('ok'));

    await client.POST('/myapi.php/api_login', { body: { username: 'u', password: 'p1' } });
    expect(new URLSearchParams(last().body).get('password')).toBe(md5Hex('p1'));

    await client.POST('/cytUser/registerUser', {
      body: {
        api: 'api_register_sc',
        c_id: 'new',
        c_name: '新人',
        c_mobile: '13800000000',
        c_group_id: 2,
        c_password: '12345678',
      },
    });
    expect(JSON.parse(last().body).c_password).toBe(md5Hex('12345678'));
    expect(JSON.parse(last().body).c_id).toBe('new');

    await client.POST('/myapi.php/api_change_pass', {
      body: { user: 'u', oldpass: 'old-pass', newpass: 'new-pass' },
    });
    const form = new URLSearchParams(last().body);
    expect(form.get('oldpass')).toBe(md5Hex('old-pass'));
    expect(form.get('newpass')).toBe(md5Hex('new-pass'));
    expect(form.get('user')).toBe('u');

    await client.GET('/pqt_php/api_changePassWord', {
      params: { query: { pw: 'old-pass', password: 'new-pass', from_who: 'u' } },
    });
    expect(last().url.searchParams.get('pw')).toBe(md5Hex('old-pass'));
    expect(last().url.searchParams.get('password')).toBe(md5Hex('new-pass'));
    expect(last().url.searchParams.get('from_who')).toBe('u');

    await client.GET('/myapi.php/api_changePassWord', {
      params: { query: { pw: 'a', password: 'b', from_who: 'u' } },
    });
    expect(last().url.searchParams.get('api')).toBe('api_changePassWord');
    expect(last().url.searchParams.get('pw')).toBe(md5Hex('a'));
  });

  it('uses a pluggable hash, also an async one', async () => {
    const client = createDamClient({ baseUrl, hashPassword: async (p) => `h(${p})` });
    handler = (_req, res) => json(res, 200, ok({ c_id: 'u', userName: 'U', token: 't' }));
    await client.POST('/cytUser/login', { body: { username: 'u', userpwd: 'secret' } });
    expect(JSON.parse(last().body).userpwd).toBe('h(secret)');
  });

  it('leaves other fields and other calls alone', async () => {
    const client = createDamClient({ baseUrl, hashPassword: () => 'HASHED' });
    await client.GET('/pqt_php/api_get_rack_info', { params: { query: { rackId: 1, what: 1 } } });
    expect(last().url.search).toBe('?rackId=1&what=1');
  });
});

describe('errors and success rules', () => {
  it('maps 401 to unauthorized with the seed message', async () => {
    const client = createDamClient({ baseUrl, getToken: () => 'expired' });
    handler = (_req, res) => json(res, 401, { message: 'token expired' });
    const error = await rejection(client.GET('/cytUser/getInfo'));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toBe(UNAUTHORIZED_MESSAGE);
    expect(error.message).toBe('Token错误');
    expect(error.status).toBe(401);
    expect(error.operationId).toBe('getUserInfo');
  });

  it("shows the server's message field for other HTTP errors", async () => {
    const client = createDamClient({ baseUrl });
    handler = (_req, res) => json(res, 403, { message: 'user is not an administrator' });
    const error = await rejection(client.GET('/myapi.php/api_get_check_user_sc'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(403);
    expect(error.message).toBe('user is not an administrator');

    handler = (_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html>'.repeat(100));
    };
    const bad = await rejection(client.GET('/pqt_php/api_get_tianqi'));
    expect(bad.kind).toBe('http');
    expect(bad.message).toBe('HTTP 502 Bad Gateway');
  });

  it('needs code 200 where the contract says code200', async () => {
    const client = createDamClient({ baseUrl });
    handler = (_req, res) => json(res, 200, { code: 500, msg: 'existed', data: null });
    const form = new FormData();
    form.append('hive_id', '1');
    form.append('file', new Blob(['x']), 'a.txt');
    const error = await rejection(
      client.POST('/cytFile/uploadFiles', { body: { hive_id: 1, file: '' }, bodySerializer: () => form }),
    );
    expect(error.kind).toBe('server');
    expect(error.code).toBe(500);
    expect(error.message).toBe('existed');
    expect(isDamError(error, 'server')).toBe(true);

    handler = (_req, res) => json(res, 200, { code: 200, msg: '设置成功', data: null });
    const { data } = await client.GET('/pqt_php/api_issue_cmd', {
      params: { query: { cmd: 0, cmd_value: 1, cmd_value2: 1, from_who: 'u', loop_id: 3, rack_id: 1 } },
    });
    expect(data?.msg).toBe('设置成功');
  });

  it('needs code 200 and msg 成功 where the contract says code200msg', async () => {
    const client = createDamClient({ baseUrl });
    handler = (_req, res) => json(res, 200, { code: 200, msg: '失败', data: [] });
    const error = await rejection(client.GET('/cytFile/getFileList', { params: { query: { hive_id: 3 } } }));
    expect(error.kind).toBe('server');
    expect(error.code).toBe(200);
    expect(error.message).toBe('失败');

    handler = (_req, res) => json(res, 200, ok([{ id: 1, fileName: 'a.pdf', fileUrl: '3/a.pdf' }]));
    const { data } = await client.GET('/cytFile/getFileList', { params: { query: { hive_id: 3 } } });
    expect(data?.data[0]?.fileName).toBe('a.pdf');
  });

  it('reads and parses a JSON answer once, gzipped and without a length too', async () => {
    const client = createDamClient({ baseUrl });
    const files = ok([{ id: 1, fileName: '温控方案.pdf', fileUrl: '3/a.pdf' }]);
    const body = JSON.stringify(files);
    const answers: Record<string, (res: ServerResponse) => void> = {
      plain: (res) => json(res, 200, files),
      gzipped: (res) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
        res.end(gzipSync(body));
      },
    };
    const reads = (['arrayBuffer', 'blob', 'json', 'text'] as const).map((name) =>
      vi.spyOn(Response.prototype, name),
    );
    const parse = vi.spyOn(JSON, 'parse');
    try {
      for (const [kind, answer] of Object.entries(answers)) {
        handler = (_req, res) => answer(res);
        for (const spy of [...reads, parse]) spy.mockClear();
        const { data, response } = await client.GET('/cytFile/getFileList', {
          params: { query: { hive_id: 7 } },
        });
        expect(data, kind).toEqual(files);
        // The envelope's check (code 200, msg 成功) and openapi-fetch share one read and one parse: the
        // middleware's, of the body as it streams in.
        expect(
          parse.mock.calls.filter(([text]) => text === body),
          kind,
        ).toHaveLength(1);
        expect(
          reads.flatMap((read) => read.mock.calls),
          kind,
        ).toEqual([]);
        expect(response.url, kind).toBe(`${baseUrl}/cytFile/getFileList?hive_id=7`);
        expect(response.headers.get('Content-Type'), kind).toMatch(/^application\/json/);
        expect(await response.clone().text(), kind).toBe(body);
      }
    } finally {
      for (const spy of [...reads, parse]) spy.mockRestore();
    }
  });

  it('reports an answer cut off halfway as a network failure', async () => {
    const client = createDamClient({ baseUrl });
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"code":200,"msg":"成功","data":[');
      setTimeout(() => res.destroy(), 20).unref();
    };
    const error = await rejection(client.GET('/cytFile/getFileList', { params: { query: { hive_id: 7 } } }));
    expect(error.kind).toBe('network');
  });

  it('still fails an answer that says JSON and is none: a server DamError for an envelope, a parse error else', async () => {
    const client = createDamClient({ baseUrl });
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('<html>proxy error</html>');
    };
    const error = await rejection(client.GET('/cytFile/getFileList', { params: { query: { hive_id: 7 } } }));
    expect(error.kind).toBe('server');
    await expect(client.GET('/pqt_php/api_get_tianqi')).rejects.toThrow(SyntaxError);
  });

  it('accepts any body on HTTP 200 where only HTTP counts', async () => {
    const client = createDamClient({ baseUrl });
    handler = (_req, res) => json(res, 200, { code: 0, msg: '', data: [] });
    const { data } = await client.GET('/pqt_php/api_get_tianqi');
    expect(data?.data).toEqual([]);
  });

  it('times out with a timeout DamError', async () => {
    const client = createDamClient({ baseUrl, timeoutMs: 50 });
    handler = (_req, res) => {
      setTimeout(() => json(res, 200, ok([])), 2000).unref();
    };
    const error = await rejection(client.GET('/pqt_php/api_get_tianqi'));
    expect(error.kind).toBe('timeout');
    expect(error.operationId).toBe('getWeatherStations');
  });

  it('uses 150000 ms by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    try {
      const client = createDamClient({
        baseUrl,
        fetch: async () =>
          new Response(JSON.stringify(ok([])), { headers: { 'Content-Type': 'application/json' } }),
      });
      await client.GET('/pqt_php/api_get_tianqi');
      expect(timeout).toHaveBeenCalledWith(150_000);
    } finally {
      timeout.mockRestore();
    }
  });

  it('reports a network failure as network', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = createDamClient({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await rejection(client.GET('/pqt_php/api_get_tianqi'));
    expect(error.kind).toBe('network');
  });

  it('lets a caller abort without calling it a timeout', async () => {
    const client = createDamClient({ baseUrl });
    handler = (_req, res) => {
      setTimeout(() => json(res, 200, ok([])), 2000).unref();
    };
    const controller = new AbortController();
    const call = client.GET('/pqt_php/api_get_tianqi', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a relative baseUrl', () => {
  it('is refused on a server (no page address) with a DamError that says why, not a bare TypeError', async () => {
    expect(globalThis.location).toBeUndefined();
    const fetch = vi.fn<typeof globalThis.fetch>();
    const client = createDamClient({ baseUrl: '/backend', fetch });
    const error = await rejection(client.GET('/pqt_php/api_get_tianqi'));
    expect(error).toBeInstanceOf(DamError);
    expect(error.kind).toBe('network');
    expect(error.cause).toBe('relativeBaseUrl');
    expect(error.message).toContain('"/backend" is relative');
    expect(error.message).toContain('absolute baseUrl');
    expect(fetch).not.toHaveBeenCalled();
    // A POST (body, form encoding) fails the same way.
    const post = await rejection(
      client.POST('/myapi.php/api_login', { body: { username: 'engineer', userpwd: 'x' } as never }),
    );
    expect(post.cause).toBe('relativeBaseUrl');
  });

  it("is resolved against the page's address where there is one", async () => {
    vi.stubGlobal('location', new URL(`${baseUrl}/portal/page`));
    try {
      const client = createDamClient({ baseUrl: '/backend' });
      handler = (_req, res) => json(res, 200, ok([]));
      await client.GET('/pqt_php/api_get_tianqi');
      expect(seen.at(-1)?.url.pathname).toBe('/backend/pqt_php/api_get_tianqi');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('still gives relative download links on a server', () => {
    const client = createDamClient({ baseUrl: '/backend', getToken: () => 'tok' });
    expect(client.url('/pqt_php/api_get_tianqi')).toBe('/backend/pqt_php/api_get_tianqi?access_token=tok');
  });
});
