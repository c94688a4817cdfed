// A trusted device's readable name from the User-Agent its browser sent: the browser family and the
// operating system, found by plain substring search on a capped copy of the header (no regular
// expression, no parser library), so a long or hostile header costs a bounded, linear amount of work.
import type { FastifyRequest } from 'fastify';
import { limitAddress } from './client-info';

/** Longer User-Agents are read only this far; every real one names its browser and system sooner. */
export const USER_AGENT_MAX = 512;

/** Browser tokens, the most specific first (Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari"). */
const BROWSERS: readonly (readonly [token: string, name: string])[] = [
  ['Edg/', 'Edge'],
  ['EdgA/', 'Edge'],
  ['EdgiOS/', 'Edge'],
  ['OPR/', 'Opera'],
  ['OPiOS/', 'Opera'],
  ['SamsungBrowser/', 'Samsung Internet'],
  ['FxiOS/', 'Firefox'],
  ['Firefox/', 'Firefox'],
  ['CriOS/', 'Chrome'],
  ['Chrome/', 'Chrome'],
  ['Version/', 'Safari'],
];

/** System tokens, the most specific first (Android also says "Linux"; an iPhone also says "like Mac OS X"). */
const SYSTEMS: readonly (readonly [token: string, name: string])[] = [
  ['Android', 'Android'],
  ['iPhone', 'iOS'],
  ['iPod', 'iOS'],
  ['iPad', 'iPadOS'],
  ['CrOS', 'ChromeOS'],
  ['Windows', 'Windows'],
  ['Macintosh', 'macOS'],
  ['Mac OS X', 'macOS'],
  ['Linux', 'Linux'],
];

const firstFound = (text: string, table: readonly (readonly [string, string])[]) => table.find(([token]) => text.includes(token))?.[1];

/** 'Chrome · Android' from a User-Agent: the browser, the system, or both; null when it names neither. */
export function deviceNameOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const text = userAgent.slice(0, USER_AGENT_MAX);
  // "Version/" names Safari only beside "Safari/"; other browsers carry it too.
  const browser = firstFound(
    text,
    BROWSERS.filter(([token]) => token !== 'Version/' || text.includes('Safari/')),
  );
  const system = firstFound(text, SYSTEMS);
  const parts = [browser, system].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The device a request comes from, as a trusted device keeps it: its readable name and the address the server saw. */
export function seenDeviceOf(request: FastifyRequest): { name: string | null; address: string } {
  const header = request.headers['user-agent'];
  return { name: deviceNameOf(Array.isArray(header) ? header[0] : header), address: limitAddress(request) };
}
