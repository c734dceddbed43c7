/**
 * Files attached to a bay: list, multipart upload (size limit, safe names, 'existed'), download, delete.
 * `fileUrl` is `<hive id>/<stored>`: it only names a database row; the bytes are read from the file that row
 * points at, and a row is only ever found together with its bay.
 */
import { file as fileMessages } from '../../../src/i18n/messages/file.ts';
import { recordAudit } from '../audit.ts';
import { DOWNLOAD_LINK_LIFETIME_S } from '../auth.ts';
import { transaction } from '../db.ts';
import {
  attachmentDisposition,
  FileNameError,
  type FileNameProblem,
  STORED_NAME,
  safeFileName,
} from '../files.ts';
import {
  failFor,
  type Handlers,
  HttpError,
  MESSAGES,
  ok,
  requireOperator,
  requireUser,
} from '../http/context.ts';

interface FileRow {
  id: number;
  hive_id: number;
  fileName: string;
  stored: string;
}

/** A 400 for a file name that cannot be kept: the English message, and the key of the `file` area. */
function refusedName(problem: FileNameProblem): HttpError {
  return new HttpError(400, fileMessages.en.name[problem], {
    reason: 'validation',
    key: `file.name.${problem}`,
    field: 'file',
  });
}

/** The bay and stored name of a `fileUrl`; anything else is a 400 (it never reaches the file system). */
function parseUrl(url: string): { hive: number; stored: string } {
  const m = /^(\d{1,15})\/([^/\\]+)$/.exec(url);
  if (!m || !STORED_NAME.test(m[2] as string) || Number(m[1]) < 1)
    throw new HttpError(400, 'invalid file path');
  return { hive: Number(m[1]), stored: m[2] as string };
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
        .all(ctx.query.hive_id),
    );
  },

  async uploadFile(ctx) {
    const user = requireOperator(ctx);
    const hive = ctx.body.hive_id;
    const file = ctx.files.file;
    if (!file) throw new HttpError(400, 'body field file is required');
    if (file.size > ctx.uploadLimit) {
      throw new HttpError(413, `the file is larger than ${ctx.uploadLimit} bytes`, {
        reason: 'validation',
        key: 'file.tooLarge',
        field: 'file',
      });
    }
    let name: string;
    try {
      name = safeFileName(file.name);
    } catch (error) {
      throw refusedName(error instanceof FileNameError ? error.problem : 'invalid');
    }
    if (!ctx.db.prepare('SELECT 1 FROM hives WHERE c_id = ?').get(hive))
      throw new HttpError(400, 'no such bay');
    const bytes = new Uint8Array(await file.arrayBuffer());
    // From here on nothing awaits: no other request runs between the name check and the insert.
    if (ctx.db.prepare('SELECT 1 FROM files WHERE hive_id = ? AND fileName = ?').get(hive, name)) {
      return failFor(500, 'existed', MESSAGES.existed);
    }
    const stored = ctx.store.save(hive, bytes);
    try {
      transaction(ctx.db, () => {
        ctx.db
          .prepare(
            'INSERT INTO files (hive_id, fileName, stored, size, uploaded_at, who) VALUES (?,?,?,?,?,?)',
          )
          .run(hive, name, stored, bytes.byteLength, ctx.now, user.c_id);
        recordAudit(
          ctx.db,
          {
            actor: user.c_id,
            action: 'uploadFile',
            target: `bay ${hive} · ${name}`,
            detail: { hive, fileName: name, size: bytes.byteLength },
            address: ctx.address,
          },
          ctx.now,
        );
      });
    } catch (error) {
      ctx.store.remove(hive, stored);
      throw error;
    }
    return ok('ok');
  },

  deleteFile(ctx) {
    const user = requireOperator(ctx);
    const { hive, stored } = parseUrl(ctx.body.fileUrl);
    const row = ctx.db
      .prepare(
        'SELECT id, hive_id, fileName, stored, who FROM files WHERE id = ? AND hive_id = ? AND stored = ?',
      )
      .get(ctx.body.file_id, hive, stored) as (FileRow & { who: string }) | undefined;
    if (!row) throw new HttpError(404, 'no such file');
    // A file is deleted by whoever uploaded it, or by an administrator.
    if (row.who !== user.c_id && !user.is_admin)
      throw new HttpError(403, MESSAGES.noPermission, { reason: 'noPermission' });
    transaction(ctx.db, () => {
      ctx.db.prepare('DELETE FROM files WHERE id = ?').run(row.id);
      recordAudit(
        ctx.db,
        {
          actor: user.c_id,
          action: 'deleteFile',
          target: `bay ${row.hive_id} · ${row.fileName}`,
          detail: { hive: row.hive_id, fileName: row.fileName, uploadedBy: row.who },
          address: ctx.address,
        },
        ctx.now,
      );
    });
    ctx.store.remove(row.hive_id, row.stored);
    return ok('ok');
  },

  /** A signed link for one download (60 s), so the session token never goes into a URL. */
  createDownloadLink(ctx) {
    const user = requireUser(ctx);
    let target: URL;
    try {
      target = new URL(ctx.body.path, 'http://link.invalid');
    } catch {
      throw new HttpError(400, 'path must be a path and query on this backend');
    }
    if (target.origin !== 'http://link.invalid') throw new HttpError(400, 'path must be on this backend');
    const params = new URLSearchParams(target.search);
    params.delete('dl');
    params.delete('access_token');
    const api = target.pathname === '/myapi.php' ? params.get('api') : null;
    const virtual = api ? `/myapi.php/${api}` : target.pathname;
    if (!ctx.links.linkable(virtual))
      throw new HttpError(400, `${virtual} is not a download that can be linked`);
    const signed = `${target.pathname}?${params.toString()}`;
    const dl = ctx.links.sign(user.c_id, signed, ctx.now);
    return ok({
      url: `${signed}&dl=${encodeURIComponent(dl)}`,
      expiresAt: ctx.now + DOWNLOAD_LINK_LIFETIME_S,
    });
  },

  downloadFile(ctx) {
    requireUser(ctx);
    const { hive, stored } = parseUrl(ctx.query.path);
    const row = ctx.db
      .prepare('SELECT id, hive_id, fileName, stored FROM files WHERE hive_id = ? AND stored = ?')
      .get(hive, stored) as FileRow | undefined;
    if (!row || !ctx.store.exists(row.hive_id, row.stored)) throw new HttpError(404, 'no such file');
    const bytes = ctx.store.read(row.hive_id, row.stored);
    // Saved under the name it was uploaded with, not the fileName of the link: a crafted link cannot make an
    // uploaded file download as `report.exe`.
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': attachmentDisposition(row.fileName),
        'content-length': String(bytes.byteLength),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
      },
    });
  },
};
