import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createDamClient } from '../client/createDamClient';
import { DamError } from '../client/errors';
import type { UploadProgress } from '../domain/files';
import { DamProvider } from './DamProvider';
import { progressFetch } from './progressFetch';
import { useFiles } from './reads';
import { useUploadFile } from './writes';

/**
 * An XMLHttpRequest the test answers by hand: it records what was sent and lets the test report upload
 * progress, answer, fail or see the abort.
 */
class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  responseType = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  aborted = false;
  private answerHeaders = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return this.answerHeaders;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
  }
  answer(json: unknown, status = 200) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.answerHeaders = 'Content-Type: application/json\r\nX-Extra: 1\r\n';
    this.response = new TextEncoder().encode(JSON.stringify(json)).buffer as ArrayBuffer;
    this.dispatchEvent(new Event('load'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
});

const lastXhr = async () => {
  await vi.waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(0));
  return FakeXhr.sent.at(-1) as FakeXhr;
};

describe('progressFetch', () => {
  it('sends the request once through XMLHttpRequest and reports the bytes of the body going out', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: [number, number][] = [];
    const request = new Request('http://backend.test/up?access_token=tok', {
      method: 'POST',
      body: new Blob([new Uint8Array(1000)]),
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    const answer = progressFetch((sent, total) => seen.push([sent, total]))(request);
    const xhr = await lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://backend.test/up?access_token=tok');
    expect(xhr.headers['content-type']).toBe('multipart/form-data; boundary=x');
    expect((xhr.body as Blob).size).toBe(1000);
    xhr.progress(400, 1000);
    xhr.progress(1000, 1000);
    xhr.answer({ code: 200, msg: '成功', data: 'ok' });
    const response = await answer;
    expect(seen).toEqual([
      [400, 1000],
      [1000, 1000],
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-extra')).toBe('1');
    expect(await response.json()).toEqual({ code: 200, msg: '成功', data: 'ok' });
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('aborts with the signal, and fails as fetch does on a network error', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const request = new Request('http://backend.test/up', {
      method: 'POST',
      body: 'x',
      signal: controller.signal,
    });
    const answer = progressFetch(() => undefined)(request);
    const xhr = await lastXhr();
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);

    const failing = progressFetch(() => undefined)(
      new Request('http://backend.test/up', { method: 'POST', body: 'x' }),
    );
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]?.fail();
    await expect(failing).rejects.toBeInstanceOf(TypeError);
  });

  it('reports real upload progress from the browser', async () => {
    const seen: number[] = [];
    const body = new Blob([new Uint8Array(256 * 1024)]);
    const response = await progressFetch((sent) => seen.push(sent))(
      new Request(`${location.origin}/__damtherm_upload_probe`, { method: 'POST', body }),
    );
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(seen.at(-1)).toBe(body.size);
  });
});

/** A backend for the list, the upload going through the fake XMLHttpRequest. */
function backend(files: { id: number; fileName: string; fileUrl: string }[]) {
  const listCalls: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    if (url.pathname === '/cytFile/getFileList') {
      listCalls.push(url);
      return Response.json({ code: 200, msg: '成功', data: [...files] });
    }
    if (url.pathname === '/cytFile/uploadFiles') throw new Error('the upload must not go through fetch');
    return Response.json({ message: 'not found' }, { status: 404 });
  };
  const client = createDamClient({ baseUrl: 'http://backend.test', getToken: () => 'tok', fetch });
  return { client, listCalls };
}

function Uploader({ onError }: { onError: (error: unknown) => void }) {
  const { data } = useFiles(12);
  const upload = useUploadFile();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [controller] = useState(() => new AbortController());
  const [result, setResult] = useState('');
  return (
    <div>
      <p>files: {data?.map((f) => f.name).join(',') ?? '…'}</p>
      <p>progress: {progress ? `${progress.loaded}/${progress.total}` : '-'}</p>
      <p>result: {result}</p>
      <button
        type="button"
        onClick={() =>
          void upload
            .trigger({
              bayId: 12,
              file: new File([new Uint8Array(1000)], '仓面照片.jpg'),
              onProgress: setProgress,
              signal: controller.signal,
            })
            .then((answer) => setResult(String(answer)), onError)
        }
      >
        upload
      </button>
      <button type="button" onClick={() => controller.abort()}>
        cancel
      </button>
    </div>
  );
}

describe('useUploadFile with progress', () => {
  const setup = async (files: { id: number; fileName: string; fileUrl: string }[]) => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { client, listCalls } = backend(files);
    const onError = vi.fn();
    const screen = await render(
      <DamProvider language="zh" client={client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Uploader onError={onError} />
      </DamProvider>,
    );
    await expect.element(screen.getByText(/^files: /)).not.toHaveTextContent('files: …');
    return { screen, listCalls, onError };
  };

  it('sends the file with the token through XMLHttpRequest, reports bytes of the file, reloads the list', async () => {
    const files = [{ id: 1, fileName: 'a.pdf', fileUrl: '12/a' }];
    const { screen, listCalls } = await setup(files);
    await userEvent.click(screen.getByRole('button', { name: 'upload' }));
    const xhr = await lastXhr();
    expect(new URL(xhr.url).pathname).toBe('/cytFile/uploadFiles');
    expect(new URL(xhr.url).searchParams.get('access_token')).toBe('tok');
    expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await new Response(xhr.body as Blob, {
      headers: { 'content-type': xhr.headers['content-type'] as string },
    }).formData();
    expect(sent.get('hive_id')).toBe('12');
    expect((sent.get('file') as File).name).toBe('仓面照片.jpg');
    const total = (xhr.body as Blob).size;
    xhr.progress(total / 2, total);
    await expect.element(screen.getByText('progress: 500/1000')).toBeVisible();
    files.push({ id: 2, fileName: '仓面照片.jpg', fileUrl: '12/b' });
    xhr.progress(total, total);
    xhr.answer({ code: 200, msg: '成功', data: 'ok' });
    await expect.element(screen.getByText('result: ok')).toBeVisible();
    await expect.element(screen.getByText('files: a.pdf,仓面照片.jpg')).toBeVisible();
    expect(listCalls).toHaveLength(2);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("rejects an 'existed' answer with its reason and reloads the list", async () => {
    const { screen, listCalls, onError } = await setup([]);
    await userEvent.click(screen.getByRole('button', { name: 'upload' }));
    (await lastXhr()).answer({ code: 500, msg: 'existed', data: null, reason: 'existed' });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    const error = onError.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(DamError);
    expect(error).toMatchObject({ kind: 'server', reason: 'existed', code: 500 });
    await vi.waitFor(() => expect(listCalls).toHaveLength(2));
  });

  it('cancels through the signal: an AbortError, and the list reloaded', async () => {
    const { screen, listCalls, onError } = await setup([]);
    await userEvent.click(screen.getByRole('button', { name: 'upload' }));
    const xhr = await lastXhr();
    await userEvent.click(screen.getByRole('button', { name: 'cancel' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(xhr.aborted).toBe(true);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(listCalls).toHaveLength(2));
  });

  it('maps an HTTP refusal to a DamError with the validation key', async () => {
    const { screen, onError } = await setup([]);
    await userEvent.click(screen.getByRole('button', { name: 'upload' }));
    (await lastXhr()).answer(
      {
        message: 'invalid file name',
        code: 400,
        reason: 'validation',
        key: 'file.name.invalid',
        field: 'file',
      },
      400,
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      kind: 'http',
      status: 400,
      reason: 'validation',
      messageKey: 'file.name.invalid',
    });
  });
});
