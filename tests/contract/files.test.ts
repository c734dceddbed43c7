/**
 * Bay files over HTTP against the reference backend (part 2 §7, §8): a name cannot leave the bay's folder
 * whatever a client puts in the multipart body, a download serves only what was uploaded (found through its
 * database row, saved under its uploaded name), and a delete removes only that bay's file.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesDirOf } from '../../demo/server/files.ts';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;
let hive: number;
let otherHive: number;

beforeAll(async () => {
  h = await startHarness();
  const rows = h.server.db.prepare('SELECT c_id FROM hives ORDER BY c_id LIMIT 2').all() as {
    c_id: number;
  }[];
  hive = rows[0]?.c_id as number;
  otherHive = rows[1]?.c_id as number;
}, 180_000);

afterAll(async () => {
  await h?.stop();
});

interface Listed {
  id: number;
  fileName: string;
  fileUrl: string;
  size: number;
  c_when: number;
}

/** Every file under the data folder, relative to it: what the server wrote to disk. */
/** The uploads' folder, relative to the harness's folder: the one named after its database. */
const FILES = path.basename(filesDirOf('db.sqlite'));

function filesOnDisk(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(h.dir, full));
    }
  };
  walk(h.dir);
  return out.filter((f) => !f.startsWith('db.sqlite')).sort();
}

/**
 * A multipart upload whose filename is written into the part's header byte for byte, as a hostile client
 * could (FormData would percent-encode quotes and line breaks first).
 */
async function rawUpload(bay: number, fileName: string, content: string, token = h.tokens.engineer) {
  const boundary = '----damthermContract7c1f';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="hive_id"\r\n\r\n${bay}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
      'utf8',
    ),
    Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  const response = await fetch(`${h.server.url}/cytFile/uploadFiles?access_token=${token}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function list(bay: number): Promise<Listed[]> {
  const r = await h.call('getFiles', { token: h.tokens.admin, query: { hive_id: bay } });
  return (r.body as { data: Listed[] }).data;
}

async function download(fileUrl: string, fileName = 'x') {
  return h.call('downloadFile', { token: h.tokens.admin, query: { fileName, path: fileUrl } });
}

describe('bay files over HTTP', () => {
  it('keeps only the last segment of a path and stores every file under a name the server chose', async () => {
    const r = await rawUpload(hive, '../../../../etc/cron.d/evil', 'payload');
    expect(r.body).toMatchObject({ code: 200, data: 'ok' });
    const [file] = (await list(hive)).filter((f) => f.fileName === 'evil');
    expect(file?.fileUrl).toMatch(new RegExp(`^${hive}/[0-9a-f]{32}$`));
    expect(filesOnDisk()).toEqual([
      path.join(FILES, String(hive), (file?.fileUrl ?? '').split('/')[1] ?? ''),
    ]);
    expect((await download(file?.fileUrl ?? '')).text).toBe('payload');
  });

  it('refuses names that cannot be made safe with the key of the reason, and writes nothing', async () => {
    const before = filesOnDisk();
    const count = (await list(hive)).length;
    const cases: [string, string][] = [
      ['..', 'file.name.invalid'],
      ['C:', 'file.name.invalid'],
      ['a:b.txt', 'file.name.invalid'],
      ['report\u202Efdp.exe', 'file.name.invalid'],
      ['a\u0001b.txt', 'file.name.invalid'],
      ['CON.txt', 'file.name.reserved'],
      ['lpt1', 'file.name.reserved'],
      ['仓'.repeat(70), 'file.name.tooLong'],
    ];
    for (const [name, key] of cases) {
      const r = await rawUpload(hive, name, 'x');
      expect(r.status, JSON.stringify(name)).toBe(400);
      expect(r.body, JSON.stringify(name)).toMatchObject({ reason: 'validation', key, field: 'file' });
    }
    expect(filesOnDisk()).toEqual(before);
    expect(await list(hive)).toHaveLength(count);
  });

  it("answers 'existed' for the same name in another Unicode form, and keeps the first file", async () => {
    const first = await rawUpload(hive, 'Cafe\u0301 温度.txt', 'first');
    expect(first.body).toMatchObject({ code: 200, data: 'ok' });
    const again = await rawUpload(hive, 'Caf\u00e9 温度.txt', 'second');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ code: 500, msg: 'existed', reason: 'existed' });
    const same = (await list(hive)).filter((f) => f.fileName === 'Caf\u00e9 温度.txt');
    expect(same).toHaveLength(1);
    expect((await download(same[0]?.fileUrl ?? '')).text).toBe('first');
    // The same name in another bay is another file.
    expect((await rawUpload(otherHive, 'Caf\u00e9 温度.txt', 'other')).body).toMatchObject({ data: 'ok' });
  });

  it('serves a download under its uploaded name, whatever fileName the link says', async () => {
    const form = new FormData();
    form.set('hive_id', String(hive));
    form.set('file', new Blob([new Uint8Array([0, 255, 1, 254])]), "温控 '报告' (终) 100%; a.bin");
    expect(
      ((await h.call('uploadFile', { token: h.tokens.engineer, multipart: form })).body as { data: string })
        .data,
    ).toBe('ok');
    const file = (await list(hive)).find((f) => f.fileName.startsWith('温控'));
    expect(file?.size).toBe(4);
    const r = await download(file?.fileUrl ?? '', 'invoice.exe');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/octet-stream');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = r.headers.get('content-disposition') ?? '';
    expect(disposition).not.toContain('invoice');
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe("温控 '报告' (终) 100%; a.bin");
    expect(disposition).toContain(`filename="__ '__' (_) 100__ a.bin"`);
    expect(
      new Uint8Array(
        await (
          await fetch(
            `${h.server.url}/cytFile/downloadFile?fileName=x&path=${file?.fileUrl}&access_token=${h.tokens.visitor}`,
          )
        ).arrayBuffer(),
      ),
    ).toEqual(new Uint8Array([0, 255, 1, 254]));
  });

  it('finds a download only through its own row and bay', async () => {
    const file = (await list(hive)).find((f) => f.fileName === 'evil');
    const stored = (file?.fileUrl ?? '').split('/')[1] ?? '';
    expect((await download(`${otherHive}/${stored}`)).status).toBe(404);
    expect((await download(`${hive}/${'0'.repeat(32)}`)).status).toBe(404);
    for (const bad of [
      `${hive}/../${stored}`,
      `${hive}/evil`,
      `/${hive}/${stored}`,
      `${hive}/${stored}/`,
      stored,
      `0/${stored}`,
    ]) {
      const r = await download(bad);
      expect(r.status, bad).toBe(400);
      expect((r.body as { message: string }).message).toBe('invalid file path');
    }
  });

  it("deletes only that bay's file, and only with its own id", async () => {
    const mine = (await list(hive)).find((f) => f.fileName === 'Caf\u00e9 温度.txt');
    const theirs = (await list(otherHive)).find((f) => f.fileName === 'Caf\u00e9 温度.txt');
    const stored = (mine?.fileUrl ?? '').split('/')[1] ?? '';
    const remove = (file_id: number | undefined, fileUrl: string) =>
      h.call('deleteFile', { token: h.tokens.engineer, json: { file_id, fileUrl } });
    // Another bay's id with this file's path, this id with another bay's path: nothing happens.
    expect((await remove(theirs?.id, mine?.fileUrl ?? '')).status).toBe(404);
    expect((await remove(mine?.id, `${otherHive}/${stored}`)).status).toBe(404);
    expect(filesOnDisk()).toContain(path.join(FILES, String(hive), stored));
    expect((await remove(mine?.id, mine?.fileUrl ?? '')).body).toMatchObject({ code: 200, data: 'ok' });
    expect(filesOnDisk()).not.toContain(path.join(FILES, String(hive), stored));
    expect((await list(hive)).some((f) => f.id === mine?.id)).toBe(false);
    expect((await download(mine?.fileUrl ?? '')).status).toBe(404);
    // The other bay's file of the same name is still there.
    expect((await download(theirs?.fileUrl ?? '')).text).toBe('other');
  });

  it('refuses a file over the limit with the key of the reason', async () => {
    const form = new FormData();
    form.set('hive_id', String(hive));
    form.set('file', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]), 'big.bin');
    const r = await h.call('uploadFile', { token: h.tokens.engineer, multipart: form });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ reason: 'validation', key: 'file.tooLarge' });
  });
});
