/**
 * The client's address as the server stores and counts it.
 *
 * Fastify's `request.ip` is the socket's address, or, with TRUST_PROXY, the address the trusted
 * proxy wrote into X-Forwarded-For. A misconfigured proxy passes the client's own header through,
 * so that value is only taken when it is a valid IP address; anything else (a 200-character string,
 * a host name) falls back to the socket's address, which always is one. Nothing invented ever
 * reaches the audit log or the sign-in limiter.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** An IP address in one spelling (IPv4-mapped IPv6 as IPv4, lowercase, no zone), or null. */
export function validAddress(value: string | undefined): string | null {
  if (!value || value.length > 64) return null;
  const address = value.replace(/%.*$/, '').toLowerCase();
  const version = isIP(address);
  if (version === 0) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  return mapped?.[1] ?? address;
}

/** Each request's address, read once: its socket may be gone by the time the answer is logged. */
const addresses = new WeakMap<object, string>();

/**
 * The request's client address, read while its socket is there (app.ts asks for it as the request
 * arrives) and remembered; `0.0.0.0` when there was never a socket to read it from. Never throws:
 * it is asked for by the access log after the answer, when the connection may already be closed.
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip' | 'socket'>): string {
  let address = addresses.get(request);
  if (address === undefined) {
    try {
      address = validAddress(request.ip) ?? validAddress(request.socket?.remoteAddress) ?? '0.0.0.0';
    } catch {
      // Fastify's and proxy-addr's getters read the socket, which a closed connection no longer has.
      address = '0.0.0.0';
    }
    addresses.set(request, address);
  }
  return address;
}

/** The eight 16-bit groups of an IPv6 address. */
function ipv6Groups(address: string): number[] {
  let text = address;
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The network a limit counts an address in: an IPv4 address itself, an IPv6 address's /64 (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would give one client
 * billions of fresh budgets).
 */
export function networkOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}

/**
 * Fastify's `trustProxy` for a TRUST_PROXY setting. A hop count becomes a function trusting that
 * many hops nearest the server (Fastify refuses a bare number, since a client that reaches the
 * server directly could then pick its own address: with a hop count, the server must be reachable
 * only through its proxy). Lists are proxy-addr's own form.
 */
export function trustProxyOption(trust: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
