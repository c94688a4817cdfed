// What the code screens check and show, kept pure so it is tested on its own: how many codes one
// generation may make (a whole number from 1 to the card's free units, at most 1,000,000), the
// format picked, how a code reads (groups of 4) and a record's progress.
import type { CodeRecord } from '@panel/domain/contract/codes';
import { CODE_FORMATS, CODES_PER_GENERATION_MAX, displayCode, normalizeCode, type CodeFormat } from '@panel/domain/codes';

/** Message keys of a quantity that cannot be generated. */
export type QuantityRefusal =
  | 'validation.required'
  | 'codes.generate.quantityWhole'
  | 'codes.generate.quantityMin'
  | 'codes.generate.quantityOverFree'
  | 'codes.generate.quantityOverMax'
  | 'codes.generate.noFree';

/** The most one generation of a card can make: its free units, capped at the per-generation maximum. */
export const quantityMax = (free: number) => Math.max(0, Math.min(free, CODES_PER_GENERATION_MAX));

/** The whole number typed, digits grouped by thousands or not ('1000', '1,000', '1.000', '1 000'); NaN for anything else ('1.5', '2e3', '-1'). */
export function typedQuantity(typed: string): number {
  const text = typed.trim();
  if (!/^\d+$/.test(text) && !/^\d{1,3}([.,\s\u00a0\u202f]\d{3})+$/.test(text)) return Number.NaN;
  const digits = text.replace(/\D/g, '');
  return digits.length > 9 ? Number.POSITIVE_INFINITY : Number(digits);
}

/** Why a typed quantity cannot be generated from `free` units; undefined when it can. */
export function quantityRule(typed: string, free: number): QuantityRefusal | undefined {
  if (typed.trim() === '') return 'validation.required';
  if (free <= 0) return 'codes.generate.noFree';
  const quantity = typedQuantity(typed);
  if (Number.isNaN(quantity)) return 'codes.generate.quantityWhole';
  if (quantity < 1) return 'codes.generate.quantityMin';
  if (quantity > CODES_PER_GENERATION_MAX) return 'codes.generate.quantityOverMax';
  if (quantity > free) return 'codes.generate.quantityOverFree';
  return undefined;
}

/** An example of a format's code as shown: its length in groups of 4, from its own alphabet. */
export function formatExample(format: CodeFormat): string {
  const { length, alphabet } = CODE_FORMATS[format];
  return displayCode(Array.from({ length }, (_, index) => alphabet[(index * 7 + 3) % alphabet.length]).join(''));
}

/** A code as the lists show it: upper case, in groups of 4 joined by '-' (whatever the server's spacing). */
export const codeText = (code: string) => displayCode(normalizeCode(code));

/** A record's progress: codes made of those asked for, as a whole percent (0 to 100). */
export function recordPercent(record: Pick<CodeRecord, 'made' | 'quantity' | 'state'>): number {
  if (record.state === 'DONE') return 100;
  if (record.quantity <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((record.made / record.quantity) * 100)));
}

/** How many codes a finished generation task made: its result's count, else the items it did. */
export function codesMade(result: unknown, progress: { done: number; failed: number }): number {
  const codes = (result as { codes?: unknown } | null)?.codes;
  return typeof codes === 'number' ? codes : progress.done - progress.failed;
}
