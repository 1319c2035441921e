/**
 * Where a webhook may be sent. A delivery is an HTTP request this server makes to an address an
 * administrator typed, so it must not become a way into the machine's own network: loopback,
 * private, link-local (cloud metadata at 169.254.169.254 among them), unique-local (fd00::/8 …),
 * shared, multicast and reserved addresses are refused unless WEBHOOK_ALLOW_PRIVATE_TARGETS=1. The
 * name is resolved at each delivery and every address it resolves to is checked; the request then
 * connects to the address checked, never resolving the name again (a second answer could differ).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (carrier NAT; some clouds' metadata)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local, fd00::/8 included (some clouds' metadata)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64 or 6to4), if it carries one. */
function embeddedIpv4(address: string): string | null {
  const mapped = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const groups = expandIpv6(address);
  if (!groups) return null;
  const toV4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  // ::ffff:a.b.c.d written in hex, NAT64 64:ff9b::/96, 6to4 2002::/16
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) return toV4(groups[6]!, groups[7]!);
  if (groups.slice(0, 6).every((group) => group === 0) && (groups[6]! !== 0 || groups[7]! > 1)) return toV4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) return toV4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return toV4(groups[1]!, groups[2]!);
  return null;
}

function expandIpv6(address: string): number[] | null {
  if (address.includes('.')) return null;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((group) => parseInt(group, 16));
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/** Why an address may not be a webhook's target, or null when it may. */
export function refusedAddress(address: string): string | null {
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4') ? `${address} is a loopback, private, link-local or reserved address` : null;
  if (family === 6) {
    const bare = address.replace(/%.*$/, '');
    const inner = embeddedIpv4(bare);
    if (inner && refusedAddress(inner)) return `${address} is a loopback, private, link-local or reserved address`;
    return refused.check(bare, 'ipv6') ? `${address} is a loopback, private, link-local or reserved address` : null;
  }
  return `${address} is not an IP address`;
}

export class TargetRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetRefused';
  }
}

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

/**
 * The address to connect to for a host name, checked; refused (TargetRefused) when any address the
 * name resolves to is refused, so a name that answers with a public and a private address is refused too.
 */
export async function resolveTarget(hostname: string, allowPrivate: boolean): Promise<ResolvedTarget> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (addresses.length === 0) throw new TargetRefused(`The host name ${hostname.slice(0, 100)} does not resolve.`);
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const reason = refusedAddress(address);
      if (reason) throw new TargetRefused(`Refused: ${reason} (set WEBHOOK_ALLOW_PRIVATE_TARGETS=1 to allow such targets).`);
    }
  }
  const chosen = addresses[0]!;
  return { address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

/** WEBHOOK_ALLOW_PRIVATE_TARGETS: `1` lets webhooks reach loopback and private addresses; off otherwise. */
export function parseAllowPrivateTargets(value: string | undefined): boolean {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (text === '1') return true;
  throw new Error(`WEBHOOK_ALLOW_PRIVATE_TARGETS must be 1 (let webhooks reach loopback and private addresses) or 0, got "${text.slice(0, 40)}"`);
}
