import { BlockList, isIP } from 'node:net';

export type IpFamily = 'ipv4' | 'ipv6';

export interface Cidr {
  /** The network address as written (host bits are ignored when matching). */
  address: string;
  prefix: number;
  family: IpFamily;
}

/**
 * An IP address in the form the database and the range table use: IPv6 zone (`%eth0`) removed,
 * IPv4-mapped IPv6 (`::ffff:203.0.113.7`, as dual-stack sockets report IPv4 clients) unwrapped to
 * IPv4, IPv6 in its canonical compressed lowercase form. Null when the text is no IP address.
 */
export function normalizeIp(text: string): string | null {
  const address = text.trim().replace(/%.*$/, '');
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  // The URL parser serialises IPv6 canonically (RFC 5952), IPv4-mapped ones as ::ffff:hhhh:hhhh.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (mapped === null) return canonical;
  const high = Number.parseInt(mapped[1] ?? '0', 16);
  const low = Number.parseInt(mapped[2] ?? '0', 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * The network of `prefixes[family]` bits that holds the address, as CIDR text in normalised form
 * (`203.0.113.0/24`, `2001:db8:1:2::/64`); an IPv4-mapped IPv6 address counts as IPv4. Null when the
 * text is no IP address.
 */
export function networkOf(text: string, prefixes: Readonly<Record<IpFamily, number>>): string | null {
  const address = normalizeIp(text);
  const family = address === null ? null : ipFamily(address);
  if (address === null || family === null) return null;
  const bits = family === 'ipv4' ? 32 : 128;
  const prefix = Math.min(Math.max(prefixes[family], 0), bits);
  const mask = ((1n << BigInt(prefix)) - 1n) << BigInt(bits - prefix);
  const network = addressBits(address, family) & mask;
  return `${formatAddress(network, family)}/${prefix}`;
}

/**
 * The network one client's line holds: an IPv4 address as it is, an IPv6 address by its /64, the
 * subscriber's network, inside which hosts rotate their temporary addresses (RFC 8981) every few
 * hours. Text that is no IP address is returned as it is.
 */
export function clientNetworkOf(address: string): string {
  return networkOf(address, { ipv4: 32, ipv6: 64 }) ?? address;
}

/** A normalised address as one number (IPv4 in 32 bits, IPv6 in 128). */
function addressBits(address: string, family: IpFamily): bigint {
  if (family === 'ipv4') return address.split('.').reduce((bits, part) => (bits << 8n) | BigInt(part), 0n);
  // Normalised IPv6 is hex groups with at most one `::` (the URL parser writes no dotted tail).
  const [head, tail] = address.split('::');
  const groups = (text: string | undefined) => (text ? text.split(':') : []);
  const elided = 8 - groups(head).length - groups(tail).length;
  const all = [...groups(head), ...Array<string>(elided).fill('0'), ...groups(tail)];
  return all.reduce((bits, group) => (bits << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

function formatAddress(bits: bigint, family: IpFamily): string {
  if (family === 'ipv4') return [24n, 16n, 8n, 0n].map((shift) => String((bits >> shift) & 0xffn)).join('.');
  const groups = Array.from({ length: 8 }, (_, index) =>
    ((bits >> BigInt(112 - index * 16)) & 0xffffn).toString(16),
  );
  return normalizeIp(groups.join(':')) ?? groups.join(':');
}

export function ipFamily(address: string): IpFamily | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/** `203.0.113.0/24`, `2001:db8::/32`, or a single address (a /32 or /128). Null when malformed. */
export function parseCidr(text: string): Cidr | null {
  const [rawAddress = '', rawPrefix, ...extra] = text.trim().split('/');
  if (extra.length > 0) return null;
  const address = normalizeIp(rawAddress);
  const family = address === null ? null : ipFamily(address);
  if (address === null || family === null) return null;
  const maxPrefix = family === 'ipv4' ? 32 : 128;
  if (rawPrefix === undefined) return { address, prefix: maxPrefix, family };
  if (!/^\d{1,3}$/.test(rawPrefix)) return null;
  const prefix = Number(rawPrefix);
  return prefix <= maxPrefix ? { address, prefix, family } : null;
}

/** A set of networks an address can be looked up in; IPv4-mapped IPv6 addresses match IPv4 networks. */
export interface CidrSet {
  has(address: string): boolean;
}

/** Throws on a malformed entry, naming it: the sets are built from configuration at start. */
export function createCidrSet(entries: readonly string[]): CidrSet {
  const list = new BlockList();
  for (const entry of entries) {
    const cidr = parseCidr(entry);
    if (cidr === null) throw new Error(`not an IP address or CIDR range: "${entry}"`);
    list.addSubnet(cidr.address, cidr.prefix, cidr.family);
  }
  return {
    has(text) {
      const address = normalizeIp(text);
      const family = address === null ? null : ipFamily(address);
      return address !== null && family !== null && list.check(address, family);
    },
  };
}

/**
 * Addresses that never locate a visitor: unspecified, loopback, private (RFC 1918, RFC 4193),
 * carrier-grade NAT and link-local. A request from one of them has no country.
 */
export const nonRoutableRanges = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '::/128',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
] as const;

const nonRoutable = createCidrSet(nonRoutableRanges);

export function isNonRoutableIp(address: string): boolean {
  return nonRoutable.has(address);
}
