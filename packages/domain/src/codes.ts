// Activation codes (spec: /generate ...; issue "Codes and recharge"): the formats a reseller picks,
// how a code is written and read back. A code is random (the server's secure generator), unique,
// upper-case; the default format leaves out characters people confuse (0/O, 1/I/L).
import { upperStrip } from './validation';

/** Letters and digits without look-alikes: no 0 or O, no 1, I or L. */
const UNMISTAKABLE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const CODE_FORMATS = {
  /** 16 characters without look-alikes, shown in groups of 4. */
  STANDARD: { length: 16, alphabet: UNMISTAKABLE },
  /** 12 digits (for keypads and phone menus): a typed O reads as 0, an I or L as 1. */
  DIGITS: { length: 12, alphabet: '0123456789' },
  /** 20 characters without look-alikes. */
  LONG: { length: 20, alphabet: UNMISTAKABLE },
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

const LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/**
 * A typed code with its look-alikes read as digits (O as 0, I and L as 1), in stored form. No code
 * made now holds an O, I or L, so this is the code meant whatever was misread; a code made before
 * the long format lost its look-alikes is still found as typed (codesTyped).
 */
export const foldCode = (text: string) => normalizeCode(text).replace(/[OIL]/g, (c) => LOOK_ALIKES[c]!);

/** The stored forms a typed code may be: as typed, and with its look-alikes read as digits. */
export function codesTyped(text: string): string[] {
  const [typed, folded] = [normalizeCode(text), foldCode(text)];
  return typed === folded ? [typed] : [typed, folded];
}

/** Letters and digits of the long format before it lost its look-alikes: codes made then are still redeemed. */
const LONG_BEFORE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const fits = (code: string, length: number, alphabet: string) => code.length === length && [...code].every((c) => alphabet.includes(c));

/** Whether a typed code can be one of ours: a known format's length and alphabet, once look-alikes are read as digits. */
export function looksLikeCode(text: string): boolean {
  const [typed, folded] = [normalizeCode(text), foldCode(text)];
  return Object.values(CODE_FORMATS).some(({ length, alphabet }) => fits(folded, length, alphabet)) || fits(typed, CODE_FORMATS.LONG.length, LONG_BEFORE);
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
