/**
 * Files belong to their database: uploads live in a folder named after it (`<db>.files` beside
 * `<db>.sqlite`), so seeding or resetting one database in a folder never deletes another's uploads, and a
 * database from the older layout (one `files/` folder beside every database) keeps serving its own.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, type StartOptions, startServer } from '../../demo/server/server.ts';
import { signedInHeaders } from './childServer.ts';
import { PASSWORDS, T0 } from './support.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'damtherm-folders-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(name: string, options: Partial<StartOptions> = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    dbPath: path.join(dir, `${name}.sqlite`),
    clock: { now: () => T0 },
    live: false,
    seed: 'damtherm',
    ...options,
  });
}

/** Uploads one file to the first bay as the engineer; its stored path (`<hive>/<stored>`). */
async function upload(server: RunningServer, name: string): Promise<string> {
  const auth = await signedInHeaders(server.url, 'engineer', PASSWORDS.engineer);
  const hive = (server.db.prepare('SELECT c_id FROM hives ORDER BY c_id LIMIT 1').get() as { c_id: number })
    .c_id;
  const form = new FormData();
  form.set('hive_id', String(hive));
  form.set('file', new Blob([`bytes of ${name}`]), name);
  const answer = await fetch(`${server.url}/cytFile/uploadFiles`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  expect(answer.status).toBe(200);
  const row = server.db.prepare('SELECT hive_id, stored FROM files WHERE fileName = ?').get(name) as {
    hive_id: number;
    stored: string;
  };
  return `${row.hive_id}/${row.stored}`;
}

describe('files folder of a database', () => {
  it('is named after the database; seeding or resetting another one beside it keeps it whole', async () => {
    const a = await start('a', { reset: true });
    const stored = await upload(a, 'a.csv');
    const file = path.join(dir, 'a.files', stored);
    expect(existsSync(file)).toBe(true);
    // A new database beside it is seeded, then reset: neither touches the uploads of `a`.
    const b = await start('b');
    expect(b.seeded).not.toBeNull();
    await b.close();
    await (await start('b', { reset: true })).close();
    expect(existsSync(file)).toBe(true);
    expect(a.db.prepare('SELECT count(*) AS n FROM files').get()).toEqual({ n: 1 });
    await a.close();
  }, 120_000);

  it('takes over its own files from the older shared files/ folder, and leaves the rest there', async () => {
    const legacy = path.join(dir, 'files');
    // An older start wrote the uploads of `c` into files/, beside another database's.
    const c = await start('c', { reset: true, filesDir: legacy });
    const own = await upload(c, 'c.csv');
    await c.close();
    const other = path.join(legacy, '1', 'f'.repeat(32));
    mkdirSync(path.dirname(other), { recursive: true });
    writeFileSync(other, 'another database’s upload');

    const again = await start('c');
    expect(again.seeded).toBeNull();
    expect(existsSync(path.join(dir, 'c.files', own))).toBe(true);
    expect(existsSync(path.join(legacy, own))).toBe(false);
    expect(existsSync(other)).toBe(true);
    await again.close();
  }, 120_000);

  it('never deletes a folder it was given', async () => {
    const given = path.join(dir, 'given');
    const d = await start('d', { reset: true, filesDir: given });
    const stored = await upload(d, 'd.csv');
    await d.close();
    await (await start('d', { reset: true, filesDir: given })).close();
    expect(existsSync(path.join(given, stored))).toBe(true);
  }, 120_000);
});
