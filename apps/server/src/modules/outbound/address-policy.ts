import { BlockList, isIP } from 'node:net';

/**
 * Which addresses an outbound request to a user-typed URL may reach. Loopback, private, link-local,
 * unique-local and other non-public ranges are refused unless the operator lists them in
 * OUTBOUND_ALLOW_HOSTS (tests list the loopback address their local servers listen on).
 */
export interface AllowList {
  /** The entries as written, for messages. */
  readonly entries: readonly string[];
  allows(ip: string): boolean;
}

const NON_PUBLIC_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and broadcast
];
const NON_PUBLIC_V6: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];

const nonPublic = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V4) nonPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of NON_PUBLIC_V6) nonPublic.addSubnet(network, prefix, 'ipv6');

/** '::ffff:127.0.0.1' and '[::1]' as the plain address they stand for. */
export function normaliseAddress(ip: string): string {
  let address = ip.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/** An IPv6 address as 16 bytes (Node's URL parser writes every spelling, dotted tail included, in hex). */
function ipv6Bytes(address: string): number[] | undefined {
  let canonical: string;
  try {
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const [head = '', tail] = canonical.split('::');
  const part = (text: string) => (text ? text.split(':').map((group) => parseInt(group, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
const ZEROS_80 = Array<number>(10).fill(0);

/**
 * The IPv4 address an IPv6 address carries, when it is one of the forms that reach an IPv4 host:
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96) and 6to4
 * (2002::/16). 'refuse' for IPv4-compatible (::a.b.c.d, ::/96): deprecated by RFC 4291, never a real host.
 */
function embeddedIPv4(address: string): string | 'refuse' | undefined {
  const bytes = ipv6Bytes(address);
  if (!bytes) return undefined;
  const dotted = (from: number) => bytes.slice(from, from + 4).join('.');
  if (startsWith(bytes, [...ZEROS_80, 0xff, 0xff])) return dotted(12);
  if (startsWith(bytes, [...Array<number>(8).fill(0), 0xff, 0xff, 0, 0])) return dotted(12);
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, ...ZEROS_80.slice(0, 8)])) return dotted(12);
  if (startsWith(bytes, [0x20, 0x02])) return dotted(2);
  if (startsWith(bytes, [...ZEROS_80, 0, 0])) return 'refuse'; // :: and ::1 are refused anyway
  return undefined;
}

function family(ip: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(ip);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/** True for an address outside the public internet (loopback, private, link-local, unique-local, reserved). */
export function isNonPublicAddress(ip: string): boolean {
  const address = normaliseAddress(ip);
  const kind = family(address);
  if (!kind) return true; // not an address at all: never reachable
  // An IPv6 address that reaches an IPv4 host (whatever its spelling) is judged by the IPv4 address.
  const embedded = kind === 'ipv6' ? embeddedIPv4(address) : undefined;
  if (embedded === 'refuse') return true;
  if (embedded) return isNonPublicAddress(embedded);
  return nonPublic.check(address, kind);
}

/**
 * Parses OUTBOUND_ALLOW_HOSTS: comma-separated IP addresses or CIDR ranges ('127.0.0.1, 10.0.0.0/8, ::1').
 * Throws an Error naming the first entry that is neither.
 */
export function parseAllowList(value: string | undefined): AllowList {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    const [rawNetwork, rawPrefix, extra] = entry.split('/');
    const network = normaliseAddress(rawNetwork ?? '');
    const kind = family(network);
    const max = kind === 'ipv4' ? 32 : 128;
    const prefix = rawPrefix === undefined ? max : Number(rawPrefix);
    if (!kind || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > max) {
      throw new Error(`"${entry}" is not an IP address or CIDR range`);
    }
    list.addSubnet(network, prefix, kind);
  }
  return {
    entries,
    allows(ip) {
      const address = normaliseAddress(ip);
      const kind = family(address);
      return kind !== undefined && list.check(address, kind);
    },
  };
}

const NOTHING_ALLOWED = parseAllowList('');

/** True when a request to this address must be refused: non-public and not on the allow list. */
export function isBlockedAddress(ip: string, allow: AllowList = NOTHING_ALLOWED): boolean {
  return isNonPublicAddress(ip) && !allow.allows(ip);
}
