/**
 * The client's address, for the login throttle and the audit log: the socket's peer, unless that peer is a
 * proxy this backend was told to trust (`trustedProxies`, DAM_TRUSTED_PROXIES). Then the `X-Forwarded-For`
 * hops are read from the right, past every trusted proxy, to the first address none of them is: a proxy
 * appends the address it saw, so what a client wrote itself stays on the left and is never taken. Trusted by
 * default: nobody; `npm start` and the e2e environment trust loopback, where the demo's Vite proxy runs.
 */
import type { Context } from 'hono';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(address: string): boolean {
  return LOOPBACK.has(address) || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Decides whether a peer is a trusted proxy. */
export type ProxyTrust = (address: string) => boolean;

/**
 * The trust of a list of proxies: addresses (an IPv4 one also matches its `::ffff:` form), or `loopback`
 * for any address of this machine.
 */
export function proxyTrust(entries: readonly string[]): ProxyTrust {
  const plain = (a: string) =>
    a
      .trim()
      .toLowerCase()
      .replace(/^::ffff:(?=\d+\.)/, '');
  const loopback = entries.some((e) => e.trim().toLowerCase() === 'loopback');
  const addresses = new Set(entries.map(plain).filter((e) => e && e !== 'loopback'));
  return (address) => (loopback && isLoopback(address)) || addresses.has(plain(address));
}

/** DAM_TRUSTED_PROXIES, comma separated (`loopback`, addresses); undefined when it is not set. */
export function trustedProxiesFromEnv(): string[] | undefined {
  const value = process.env.DAM_TRUSTED_PROXIES;
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
}

/** The peer of the connection, as @hono/node-server hands it over (`env.incoming`); '' when there is none. */
function peerOf(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? '';
}

export function clientAddress(c: Context, trusted: ProxyTrust): string {
  let address = peerOf(c);
  if (!address) return 'unknown';
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (trusted(address) && hops.length > 0) address = hops.pop() as string;
  return address;
}

/** The address of each request, worked out once where the app receives it (`rememberAddress`). */
const addresses = new WeakMap<Request, string>();

export function rememberAddress(c: Context, trusted: ProxyTrust): void {
  addresses.set(c.req.raw, clientAddress(c, trusted));
}

/** The client's address of a request the app received; the peer itself (trusting nobody) otherwise. */
export function addressOf(c: Context): string {
  return addresses.get(c.req.raw) ?? clientAddress(c, () => false);
}
