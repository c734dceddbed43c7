import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/**
 * Brotli's quality 5: a year of chart points (1,233 KiB of JSON) is 83 KiB, against 125 KiB gzipped, in
 * about the same time (17 against 15 ms). The default quality, 11, takes 1.5 s for it.
 */
const BROTLI_QUALITY = 5;

type Encoding = 'br' | 'gzip';

/**
 * The encoding an Accept-Encoding header asks for: Brotli when it lists `br`, else gzip when it lists `gzip`
 * or `*` (each without `q=0`), else none.
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.toLowerCase());
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
}

function compressor(encoding: Encoding, length: string | null) {
  if (encoding === 'gzip') return createGzip();
  return createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      ...(length !== null ? { [constants.BROTLI_PARAM_SIZE_HINT]: Number(length) } : {}),
    },
  });
}

/**
 * Large answers travel compressed: Brotli where the client accepts it (browsers do over https and on
 * localhost), gzip otherwise — an answer of a compressible type, not already encoded, without
 * `Cache-Control: no-transform`, and not one that states a length under `threshold`. On a phone's 1.6 Mbit/s
 * the chart's year of readings arrives a fifth of a second sooner in Brotli than gzipped. Compressing streams
 * through Node's zlib, off the event loop.
 */
export function compressAnswers({ threshold }: { threshold: number }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get('Content-Length');
    if (
      !res.body ||
      res.status === 206 ||
      c.req.method === 'HEAD' ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      (length !== null && Number(length) < threshold) ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const zip = compressor(encoding, length);
    // A failure of the answer's own stream ends the compressed one with it (the client sees a cut answer).
    pipeline(Readable.fromWeb(res.body as NodeReadableStream), zip).catch(() => undefined);
    c.res = new Response(Readable.toWeb(zip) as ReadableStream, res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
  };
}
