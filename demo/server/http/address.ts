/**
 * The client's address, for the login throttle and the audit log. The socket's peer, except behind a proxy on
 * this machine (the demo's Vite server forwards the API with `X-Forwarded-For`): then the hop that proxy
 * added, the last one of the header. A client far away cannot choose its address by sending the header itself.
 */
import type { Context } from 'hono';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(address: string): boolean {
  return LOOPBACK.has(address) || address.startsWith('127.');
}

/** The peer of the connection, as @hono/node-server hands it over (`env.incoming`); '' when there is none. */
function peerOf(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? '';
}

export function clientAddress(c: Context): string {
  const peer = peerOf(c);
  if (!isLoopback(peer)) return peer || 'unknown';
  const forwarded = c.req.header('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || peer;
}
