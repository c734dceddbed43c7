/** Files attached to a bay: list, multipart upload (size limit, safe names, 'existed'), download, delete. */
import { contentDisposition } from '../csv.ts';
import { FileNameError, safeFileName } from '../files.ts';
import {
  failFor,
  type Handlers,
  HttpError,
  MESSAGES,
  ok,
  requireOperator,
  requireUser,
  str,
} from '../http/context.ts';

/** fileUrl of a stored file: `<hive id>/<name>`. */
function parseUrl(url: string): { hive: number; name: string } {
  const m = /^(\d+)\/([^/\\]+)$/.exec(url);
  if (!m) throw new HttpError(400, 'invalid file path');
  try {
    return { hive: Number(m[1]), name: safeFileName(m[2] as string) };
  } catch {
    throw new HttpError(400, 'invalid file path');
  }
}

export const fileHandlers: Handlers = {
  getFiles(ctx) {
    requireUser(ctx);
    return ok(
      ctx.db
        .prepare(
          `SELECT id, fileName, hive_id || '/' || stored AS fileUrl, size, uploaded_at AS c_when
           FROM files WHERE hive_id = ? ORDER BY uploaded_at DESC, id DESC`,
        )
        .all(Number(ctx.query.hive_id)),
    );
  },

  async uploadFile(ctx) {
    const user = requireOperator(ctx);
    const hive = Number(ctx.body.hive_id);
    const file = ctx.files.file;
    if (!file) throw new HttpError(400, 'body field file is required');
    if (file.size > ctx.uploadLimit)
      throw new HttpError(413, `the file is larger than ${ctx.uploadLimit} bytes`);
    let name: string;
    try {
      name = safeFileName(file.name);
    } catch (error) {
      throw new HttpError(400, error instanceof FileNameError ? error.message : 'invalid file name');
    }
    if (!ctx.db.prepare('SELECT 1 FROM hives WHERE c_id = ?').get(hive))
      throw new HttpError(400, 'no such bay');
    const exists = ctx.db.prepare('SELECT 1 FROM files WHERE hive_id = ? AND fileName = ?').get(hive, name);
    if (exists || ctx.store.exists(hive, name)) return failFor(500, 'existed', MESSAGES.existed);
    const bytes = new Uint8Array(await file.arrayBuffer());
    ctx.store.write(hive, name, bytes);
    try {
      ctx.db
        .prepare('INSERT INTO files (hive_id, fileName, stored, size, uploaded_at, who) VALUES (?,?,?,?,?,?)')
        .run(hive, name, name, bytes.byteLength, ctx.now, user.c_id);
    } catch (error) {
      ctx.store.remove(hive, name);
      throw error;
    }
    return ok('ok');
  },

  deleteFile(ctx) {
    requireOperator(ctx);
    const { hive, name } = parseUrl(str(ctx.body.fileUrl));
    const row = ctx.db
      .prepare('SELECT id FROM files WHERE id = ? AND hive_id = ? AND stored = ?')
      .get(Number(ctx.body.file_id), hive, name);
    if (!row) throw new HttpError(404, 'no such file');
    ctx.db.prepare('DELETE FROM files WHERE id = ?').run(Number(ctx.body.file_id));
    ctx.store.remove(hive, name);
    return ok('ok');
  },

  downloadFile(ctx) {
    requireUser(ctx);
    const { hive, name } = parseUrl(str(ctx.query.path));
    const row = ctx.db
      .prepare('SELECT fileName FROM files WHERE hive_id = ? AND stored = ?')
      .get(hive, name) as { fileName: string } | undefined;
    if (!row || !ctx.store.exists(hive, name)) throw new HttpError(404, 'no such file');
    const bytes = ctx.store.read(hive, name);
    let saveAs = row.fileName;
    try {
      saveAs = safeFileName(str(ctx.query.fileName)) || row.fileName;
    } catch {
      saveAs = row.fileName;
    }
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': contentDisposition(saveAs),
        'content-length': String(bytes.byteLength),
        'x-content-type-options': 'nosniff',
      },
    });
  },
};
