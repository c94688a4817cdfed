// Device identity kept in localStorage, each value created once (spec section 3): the device
// client id (sent as the deviceId header), a random finger UUID (the fingerprint id is the
// fingerprint hash plus this UUID) and the client id of the captcha image.
import { STORAGE_KEYS } from '@panel/domain/storage-keys';
import { readItem, writeItem } from './storage';

/** A random RFC 4122 version 4 UUID. */
export function randomUuid(): string {
  // NOTE: crypto.randomUUID exists only in secure contexts (https, localhost); a phone opening
  // the panel over plain http on a LAN address has getRandomValues only.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const memory = new Map<string, string>();

function getOrCreate(key: string, create: () => string): string {
  const stored = readItem(key);
  if (stored) return stored;
  // Not stored (first visit, storage cleared or unavailable): keep one value for this page and store it.
  const value = memory.get(key) ?? create();
  memory.set(key, value);
  writeItem(key, value);
  return value;
}

/** The device client id, sent as the deviceId header on every call. */
export function getDeviceId(): string {
  return getOrCreate(STORAGE_KEYS.deviceId, () => randomUuid().replace(/-/g, ''));
}

/** The random finger UUID; the fingerprint id is the fingerprint hash plus this value. */
export function getFingerUuid(): string {
  return getOrCreate(STORAGE_KEYS.fingerUuid, randomUuid);
}

/** The fingerprint id: a fingerprint hash followed by the finger UUID. */
export function fingerprintId(fingerprintHash: string): string {
  return `${fingerprintHash}${getFingerUuid()}`;
}

/** What the fingerprint hash is made of: traits a browser keeps from one visit to the next. */
export function browserTraits(): string[] {
  const nav = globalThis.navigator as (Navigator & { deviceMemory?: number }) | undefined;
  const screen = globalThis.screen as Screen | undefined;
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    // Some embedded browsers have no time-zone data.
  }
  return [
    // Without version numbers: a browser update is not a new device.
    (nav?.userAgent ?? '').replace(/\d+/g, ''),
    nav?.language ?? '',
    nav?.platform ?? '',
    String(nav?.hardwareConcurrency ?? ''),
    String(nav?.deviceMemory ?? ''),
    String(nav?.maxTouchPoints ?? ''),
    screen ? `${Math.max(screen.width, screen.height)}x${Math.min(screen.width, screen.height)}x${screen.colorDepth}` : '',
    timeZone,
  ];
}

/** A 64-bit FNV-1a hash of the traits as 16 hex digits: the same traits always give the same hash. */
export function fingerprintHash(traits: readonly string[]): string {
  const text = traits.join('\u241f');
  // Two 32-bit FNV-1a passes with different offsets (synchronous, and available on plain http too).
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193) ^ (b >>> 13);
  }
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`;
}

/** This browser's fingerprint id (login and sign-up send it as the form field fingerprintId). */
export function getFingerprintId(): string {
  return fingerprintId(fingerprintHash(browserTraits()));
}

/** The client id the captcha image is requested with (GET /api-auth/validate/code/{clientID}). */
export function getCaptchaClientId(): string {
  return getOrCreate(STORAGE_KEYS.captchaClientId, randomUuid);
}
