/**
 * A fetch over XMLHttpRequest, for the one thing fetch cannot do in a browser: report how much of a request
 * body was sent. It takes the Request the client's middleware built (legacy URL with the access token,
 * headers, body, the abort and timeout signal) and answers with a Response, so the client's success rules
 * and error mapping apply to it as to any call. One Request gives one XMLHttpRequest: nothing is retried.
 */

/** Called as the body goes out: bytes sent and bytes in all (0 when not known). */
export type UploadProgressListener = (sent: number, total: number) => void;

/** Whether this runtime can report upload progress (a browser; not Node or a worker without XHR). */
export function canReportUploadProgress(): boolean {
  return typeof XMLHttpRequest === 'function';
}

/** Statuses whose Response must have no body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The upload was aborted.', 'AbortError');
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    try {
      headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
    } catch {
      // A header the Headers class refuses is not one the client reads.
    }
  }
  return headers;
}

/** A fetch (for openapi-fetch's per-request `fetch`) that reports upload progress to `onProgress`. */
export function progressFetch(onProgress: UploadProgressListener): (request: Request) => Promise<Response> {
  return async (request) => {
    const { signal } = request;
    const body = request.body === null ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) {
        reject(abortError(signal));
        return;
      }
      const xhr = new XMLHttpRequest();
      const onAbort = () => xhr.abort();
      const settle = (finish: () => void) => {
        signal.removeEventListener('abort', onAbort);
        finish();
      };
      xhr.open(request.method, request.url, true);
      xhr.responseType = 'arraybuffer';
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.upload.addEventListener('progress', (event) => {
        onProgress(event.loaded, event.lengthComputable ? event.total : (body?.size ?? 0));
      });
      xhr.addEventListener('load', () =>
        settle(() => {
          const status = xhr.status;
          if (status < 200 || status > 599) {
            reject(new TypeError('Failed to fetch'));
            return;
          }
          resolve(
            new Response(NULL_BODY.has(status) ? null : (xhr.response as ArrayBuffer), {
              status,
              statusText: xhr.statusText,
              headers: responseHeaders(xhr.getAllResponseHeaders()),
            }),
          );
        }),
      );
      // The same TypeError fetch gives, so the client maps it to a network DamError.
      xhr.addEventListener('error', () => settle(() => reject(new TypeError('Failed to fetch'))));
      xhr.addEventListener('abort', () => settle(() => reject(abortError(signal))));
      signal.addEventListener('abort', onAbort, { once: true });
      xhr.send(body);
    });
  };
}
