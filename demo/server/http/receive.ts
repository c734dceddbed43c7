/**
 * First stage of the request pipeline: the request as it came, its body read once and at most so large (413
 * beyond). A form body is decoded here already, since the legacy `api` name may travel in it.
 */
import { errorResponse } from './errorResponse.ts';

const JSON_LIMIT = 1024 * 1024;

export interface Received {
  request: Request;
  url: URL;
  method: string;
  /** The media type of the body, lower case, without parameters ('' when none). */
  contentType: string;
  /** The path without trailing slashes; the virtual `/myapi.php/NAME` once resolved. */
  pathname: string;
  /** The query as sent, the credentials (`access_token`, `dl`) included. */
  query: URLSearchParams;
  raw: Uint8Array;
  /** The fields of an `application/x-www-form-urlencoded` body. */
  form: URLSearchParams | null;
}

/** Reads at most `limit` bytes of a body; null when it is larger. */
async function readBody(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/** The request, its body read; or the 413 to answer. */
export async function receive(request: Request, uploadLimit: number): Promise<Received | Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const limit = contentType === 'multipart/form-data' ? uploadLimit + 64 * 1024 : JSON_LIMIT;
  let raw: Uint8Array | null = new Uint8Array(0);
  if (method !== 'GET' && method !== 'HEAD') {
    raw = await readBody(request, limit);
    if (raw === null) return errorResponse(413, `request body larger than ${limit} bytes`);
  }
  return {
    request,
    url,
    method,
    contentType,
    pathname: url.pathname.replace(/\/+$/, '') || '/',
    query: new URLSearchParams(url.search),
    raw,
    form:
      contentType === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(new TextDecoder().decode(raw))
        : null,
  };
}
