import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

/**
 * Which addresses the webhook dispatcher may connect to (docs/transaction-maintenance-and-webhooks.md
 * "Where deliveries may go"). A merchant's webhook URL is typed by a person, and the dispatcher runs
 * inside Paydesk's network: without this guard a URL (or a host name whose DNS answer changes
 * between a check and the connection) would make Paydesk POST to its own database, admin ports or
 * the cloud metadata service. The check runs in the socket's own `lookup`, on the very addresses it
 * connects to, so there is no window between checking and connecting.
 */

/** Why an address is refused, named for the delivery's lastError; null when it is a public address. */
export type AddressClass =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared (CGNAT)'
  | 'unspecified'
  | 'multicast'
  | 'reserved'
  | 'unique local';

interface Range {
  readonly bytes: readonly number[];
  readonly prefix: number;
  readonly kind: AddressClass;
}

const v4 = (text: string, prefix: number, kind: AddressClass): Range => ({
  bytes: text.split('.').map(Number),
  prefix,
  kind,
});
const v6 = (text: string, prefix: number, kind: AddressClass): Range => ({
  bytes: ipv6Bytes(text)!,
  prefix,
  kind,
});

const IPV4_REFUSED: readonly Range[] = [
  v4('0.0.0.0', 8, 'unspecified'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'shared (CGNAT)'),
  v4('127.0.0.0', 8, 'loopback'),
  // Includes 169.254.169.254, the cloud providers' instance metadata service.
  v4('169.254.0.0', 16, 'link-local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'),
  v4('192.0.2.0', 24, 'reserved'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'reserved'),
  v4('198.51.100.0', 24, 'reserved'),
  v4('203.0.113.0', 24, 'reserved'),
  v4('224.0.0.0', 4, 'multicast'),
  // 240/4 (future use) and the broadcast address 255.255.255.255.
  v4('240.0.0.0', 4, 'reserved'),
];

const IPV6_REFUSED: readonly Range[] = [
  v6('::', 128, 'unspecified'),
  v6('::1', 128, 'loopback'),
  v6('100::', 64, 'reserved'),
  v6('2001:db8::', 32, 'reserved'),
  v6('fc00::', 7, 'unique local'),
  v6('fe80::', 10, 'link-local'),
  // Site-local, deprecated but still routed inside some networks.
  v6('fec0::', 10, 'private'),
  v6('ff00::', 8, 'multicast'),
];

/**
 * IPv6 forms that carry an IPv4 address a network may route to it: IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::). Their IPv4
 * part is judged like a plain IPv4 address, so ::ffff:10.0.0.1 is as private as 10.0.0.1.
 */
function embeddedIpv4(bytes: readonly number[]): number[] | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12);
  if (zeros(0, 12) && !zeros(12, 16)) return bytes.slice(12);
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) {
    return bytes.slice(12);
  }
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6);
  return null;
}

function inRange(bytes: readonly number[], range: Range): boolean {
  let bits = range.prefix;
  for (let i = 0; bits > 0; i += 1, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((range.bytes[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** The 16 bytes of an IPv6 address (with an optional trailing dotted IPv4 part), or null. */
export function ipv6Bytes(address: string): number[] | null {
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(text) !== 6) return null;
  let words = text;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    words = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = words.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((w) => Number.parseInt(w, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const groups = [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  return groups.flatMap((g: number) => [g >> 8, g & 0xff]);
}

/** The class that refuses `address` (an IP literal), or null for a public address. */
export function refusedAddressClass(address: string): AddressClass | null {
  const text = address.replace(/^\[|\]$/g, '');
  const family = isIP(text.replace(/%.*$/, ''));
  if (family === 4) {
    const bytes = text.split('.').map(Number);
    return IPV4_REFUSED.find((range) => inRange(bytes, range))?.kind ?? null;
  }
  if (family !== 6) return 'reserved';
  const bytes = ipv6Bytes(text)!;
  const own = IPV6_REFUSED.find((range) => inRange(bytes, range))?.kind;
  if (own) return own;
  const ipv4 = embeddedIpv4(bytes);
  return ipv4 ? refusedAddressClass(ipv4.join('.')) : null;
}

export interface AddressPolicy {
  /** Loopback (127/8, ::1) is allowed only for a developer's or the tests' local receiver. */
  readonly allowLoopback: boolean;
  /** Plain HTTP: only this machine, never cleartext across a network (a name could point anywhere). */
  readonly onlyLoopback?: boolean;
}

/** Null when the dispatcher may connect to `address`; otherwise why not, as the delivery's lastError. */
export function addressRefusal(address: string, policy: AddressPolicy): string | null {
  const kind = refusedAddressClass(address);
  if (policy.onlyLoopback && kind !== 'loopback') {
    return `Plain HTTP webhooks are only sent to this machine, not to ${address}`;
  }
  if (kind === null || (kind === 'loopback' && policy.allowLoopback)) return null;
  return `The webhook host resolves to a ${kind} address (${address}); webhooks are only sent to public addresses`;
}

/** Raised inside the socket's lookup when an address is refused: the attempt fails with its message. */
export class WebhookAddressRefused extends Error {
  override readonly name = 'WebhookAddressRefused';
}

/** How host names are resolved: every address of the name (injectable so tests play DNS). */
export type ResolveHost = (hostname: string) => Promise<readonly LookupAddress[]>;

export const systemResolveHost: ResolveHost = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/**
 * A `lookup` for node:http(s) requests that resolves the host, refuses the whole name when ANY of
 * its addresses is refused (a name that also points inside is not a merchant's public endpoint),
 * and hands the socket exactly the addresses it checked. Node calls it with `all: true` when it
 * races address families (autoSelectFamily), otherwise for one address; both are answered.
 */
export function guardedLookup(
  policy: AddressPolicy,
  resolveHost: ResolveHost = systemResolveHost,
): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : null;
        const addresses = wanted ? found.filter((a) => a.family === wanted) : [...found];
        const refusal = addresses.map((a) => addressRefusal(a.address, policy)).find((r) => r !== null);
        if (refusal) return callback(new WebhookAddressRefused(refusal), '', 4);
        if (addresses.length === 0) {
          const error = Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' });
          return callback(error, '', 4);
        }
        if (options.all) return callback(null, addresses);
        const [first] = addresses;
        return callback(null, first!.address, first!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}
