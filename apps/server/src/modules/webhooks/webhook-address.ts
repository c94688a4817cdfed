// Where a webhook may be sent. A user names the address, so the server must not be made to call
// its own network with it (server-side request forgery): the address must be https, and its host
// must resolve to public addresses only — no loopback, private, link-local, shared (CGNAT),
// multicast, reserved or cloud metadata address, written plainly or inside an IPv6 address. The
// check runs when the endpoint is added and again at every send, and the send connects to the
// very address that was checked, so a name that resolves differently the second time (DNS
// rebinding) cannot turn it elsewhere. WEBHOOK_ALLOW_PRIVATE lets an operator send to a receiver of
// their own network (and over plain http).
import dns from 'node:dns/promises';
import net from 'node:net';
import { ERROR_CODES } from '@panel/domain/errors';
import { AppError } from '../../errors';

/** Networks no webhook is sent to while private targets are not allowed. */
const REFUSED = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT); 100.100.100.200 is a cloud's metadata service
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local; 169.254.169.254 is the metadata service of most clouds
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127], // unspecified and loopback
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local; fd00:ec2::254 is a cloud's metadata service
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv6 one that carries it (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::a.b.c.d), if any. */
function embeddedIpv4(address: string): string | null {
  const groups = expandIpv6(address);
  if (!groups) return null;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const mapped = zeros(0, 5) && groups[5] === 0xffff;
  const compatible = zeros(0, 6);
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6);
  if (!mapped && !compatible && !nat64) return null;
  return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included); null when it is not one. */
function expandIpv6(address: string): number[] | null {
  if (!net.isIPv6(address)) return null;
  let text = address.split('%')[0]!;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.includes('::') ? (text.split('::') as [string, string]) : [text, null];
  const part = (piece: string) => (piece === '' ? [] : piece.split(':').map((group) => parseInt(group, 16)));
  const front = part(head);
  const back = rest === null ? [] : part(rest);
  const fill = rest === null ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...fill, ...back];
}

/** Whether a webhook may be sent to this IP address when private targets are not allowed. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !REFUSED.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner !== null) return !REFUSED.check(inner, 'ipv4');
  return !REFUSED.check(address.split('%')[0]!, 'ipv6');
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

/** The system's resolver, every address of a name. */
export const systemResolver: Resolver = async (host) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

export type AddressPolicy = { allowPrivate: boolean; resolve: Resolver };

const refused = (reason: string) => new AppError(ERROR_CODES.PARAM_ERROR, { field: 'url', rule: 'validation.webhookUrl', reason });

/** Reads a webhook address: an absolute https URL (http too with private targets allowed), without credentials. */
export function parseWebhookUrl(text: string, { allowPrivate }: Pick<AddressPolicy, 'allowPrivate'>): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refused('NOT_A_URL');
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw refused('SCHEME');
  if (url.username || url.password) throw refused('CREDENTIALS');
  if (!url.hostname) throw refused('NO_HOST');
  return url;
}

/** The bare host of a URL: an IPv6 literal without its brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Resolves a webhook address's host and answers the address to connect to; refuses it (4001 on
 * `url`) when the host does not resolve, or when any of its addresses is not public while private
 * targets are not allowed: a name with one private address among public ones is refused whole.
 */
export async function checkedAddress(url: URL, { allowPrivate, resolve }: AddressPolicy): Promise<ResolvedAddress> {
  const host = hostOf(url);
  const literal = net.isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw refused('UNRESOLVED');
    }
  }
  if (addresses.length === 0) throw refused('UNRESOLVED');
  if (!allowPrivate && addresses.some(({ address }) => !isPublicAddress(address))) throw refused('PRIVATE_ADDRESS');
  return addresses[0]!;
}
