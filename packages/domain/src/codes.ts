// Activation codes (spec: /generate ...; issue "Codes and recharge"): the formats a reseller picks,
// how a code is written and read back. A code is random (the server's secure generator), unique,
// upper-case; the default format leaves out characters people confuse (0/O, 1/I/L).
import { upperStrip } from './validation';

export const CODE_FORMATS = {
  /** 16 characters without look-alikes, shown in groups of 4. */
  STANDARD: { length: 16, alphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789' },
  /** 12 digits (for keypads and phone menus). */
  DIGITS: { length: 12, alphabet: '0123456789' },
  /** 20 letters and digits. */
  LONG: { length: 20, alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789' },
} as const;
export type CodeFormat = keyof typeof CODE_FORMATS;
export const CODE_FORMAT_NAMES = Object.keys(CODE_FORMATS) as CodeFormat[];

export const CODE_STATUSES = ['NORMAL', 'ACTIVATED', 'LOCKED'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];

/** Most codes one generation makes (its quantity is also at most the card's free stock). */
export const CODES_PER_GENERATION_MAX = 1_000_000;

/** A code as typed or pasted ("abcd-efgh ijkl") in its stored form ("ABCDEFGHIJKL"). */
export const normalizeCode = (text: string) => upperStrip(text).replace(/-/g, '');

/** A code as shown: groups of 4 joined by "-" ("ABCD-EFGH-JKMN-PQRS"). */
export const displayCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/** Whether a typed code can be one of ours: a known format's length and alphabet. */
export function looksLikeCode(text: string): boolean {
  const code = normalizeCode(text);
  return Object.values(CODE_FORMATS).some(({ length, alphabet }) => code.length === length && [...code].every((c) => alphabet.includes(c)));
}

/** Longest device id a device licence accepts. */
export const DEVICE_ID_MAX = 64;
/**
 * A device id: letters and digits, with `-`, `_`, `.` and `:` between them (serial numbers, MAC
 * addresses), at most DEVICE_ID_MAX characters, starting with a letter or a digit. Nothing a
 * spreadsheet could take for a formula, and the same rule on the panel and the server.
 */
export const DEVICE_ID_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._:-]{0,${DEVICE_ID_MAX - 1}}$`);

/** Whether a typed device id (trimmed) is one a device licence takes. */
export const isDeviceId = (text: string) => DEVICE_ID_PATTERN.test(text.trim());

/**
 * The device secret the first redemption of a device licence for a device returns: later
 * redemptions for that device must give it. Made and read back like a STANDARD code (groups of 4,
 * spaces, dashes and case do not matter).
 */
export const DEVICE_SECRET_FORMAT: CodeFormat = 'STANDARD';
