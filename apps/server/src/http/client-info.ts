import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@panel/domain/locale';

/** What the panel says about itself in the headers of every call (spec section 7). */
export type ClientInfo = {
  deviceId: string | undefined;
  locale: Locale;
  terminal: string | undefined;
  os: string | undefined;
  browserName: string | undefined;
  browserVersion: string | undefined;
  source: string | undefined;
  systemCode: string | undefined;
  authorization: { type: string; token: string } | undefined;
};

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  // Headers are free text from the client: keep them short and printable.
  return text ? text.slice(0, 200).replace(/[^\x20-\x7e]/g, '') || undefined : undefined;
};

/** The Authorization header as scheme and token (the session check reads only this, on every request). */
export function readAuthorization(request: FastifyRequest): ClientInfo['authorization'] {
  const match = header(request, 'authorization')?.match(/^(\S+)\s+(\S+)$/);
  return match ? { type: match[1], token: match[2] } : undefined;
}

/** Reads the spec's request headers; a missing or unknown language falls back to Accept-Language, then en. */
export function readClientInfo(request: FastifyRequest): ClientInfo {
  const acceptLanguage = header(request, 'accept-language')?.split(',')[0];
  return {
    deviceId: header(request, 'deviceId'),
    locale: toLocale(header(request, 'language')) ?? toLocale(acceptLanguage) ?? DEFAULT_LOCALE,
    terminal: header(request, 'terminal'),
    os: header(request, 'os'),
    browserName: header(request, 'browser-name'),
    browserVersion: header(request, 'browser-version'),
    source: header(request, 'X-Source'),
    systemCode: header(request, 'SystemCode'),
    authorization: readAuthorization(request),
  };
}

/** The eight 16-bit groups of an IPv6 address (a zone id dropped, an IPv4 tail read as two groups). */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%')[0]!.toLowerCase();
  const ipv4Tail = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(2).map(Number) as [number, number, number, number];
    text = `${ipv4Tail[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groupsOf = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head = '', tail] = text.split('::');
  const [before, after] = [groupsOf(head), tail === undefined ? [] : groupsOf(tail)];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The address a per-address limit counts (login, codes, redeem, captcha, analytics): an IPv4
 * address as it is, an IPv4-mapped IPv6 address (::ffff:192.0.2.1) as its IPv4, any other IPv6
 * address as its /64 network ('2001:db8:1:2::/64'). One subscriber is usually given a whole /64
 * and may use any address in it, so counting each IPv6 address alone let one caller rotate past
 * every limit.
 */
export function limitAddressOf(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The caller's address as per-address limits count it (limitAddressOf of the address Fastify resolved, proxies considered). */
export const limitAddress = (request: FastifyRequest) => limitAddressOf(request.ip);
