// What the recharge screens check and show, kept pure so it is tested on its own: the client
// accounts typed or pasted (split on commas, spaces and new lines, checked with the domain's
// rechargeAccountsSchema), the quantity (the domain's quantitySchema, at most the contract's
// maximum), the units a recharge needs against the card's free units, and how one account's
// result reads.
import { RECHARGE_QUANTITY_MAX, type RechargeItem } from '@panel/domain/contract/recharge';
import { errorMessage } from '@panel/domain/errors';
import { formatDate } from '@panel/domain/format';
import type { Locale } from '@panel/domain/locale';
import { quantitySchema, rechargeAccountsSchema } from '@panel/domain/validation';

/** What separates accounts in a typed or pasted list: commas (also full-width and semicolons), spaces, tabs and new lines. */
const SEPARATORS = /[\s,;\uff0c\u3001]+/u;

/** The accounts of a typed or pasted list, in order, as typed (an account id is case-sensitive); empty pieces dropped, duplicates kept (they are said on the field). */
export function parseAccounts(text: string): string[] {
  return text.split(SEPARATORS).filter((account) => account !== '');
}

/** The list as the field shows it: one account a line. */
export const accountsText = (accounts: readonly string[]) => accounts.join('\n');

/** Adds accounts (from the recently used ones) to a typed list, each once; the list is rewritten one a line. */
export function addAccounts(text: string, added: readonly string[]): string {
  const accounts = parseAccounts(text);
  for (const account of added) if (!accounts.includes(account)) accounts.push(account);
  return accountsText(accounts);
}

/** Takes an account out of a typed list (every copy of it). */
export function removeAccount(text: string, account: string): string {
  return accountsText(parseAccounts(text).filter((typed) => typed !== account));
}

/** Message keys of an account list that cannot be recharged (the domain's validation texts). */
export type AccountsRefusal = 'validation.accountsMin' | 'validation.accountsMax' | 'validation.accountsDuplicate';

/** Why a typed list cannot be recharged; undefined when it can. The domain's schema decides: 1 to 20 distinct accounts. */
export function accountsRule(text: string): AccountsRefusal | undefined {
  const result = rechargeAccountsSchema.safeParse(parseAccounts(text));
  if (result.success) return undefined;
  const keys = result.error.issues.map((issue) => issue.message);
  // Too many says more than a duplicate among them.
  return (
    (['validation.accountsMax', 'validation.accountsDuplicate', 'validation.accountsMin'] as const).find((key) => keys.includes(key)) ??
    'validation.accountsMin'
  );
}

/** The accounts typed more than once, each named once, in the order they first repeat. */
export function duplicateAccounts(text: string): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const account of parseAccounts(text)) {
    if (seen.has(account) && !repeated.includes(account)) repeated.push(account);
    seen.add(account);
  }
  return repeated;
}

/** Message keys of a quantity that cannot be used. */
export type QuantityRefusal = 'validation.required' | 'validation.quantity' | 'recharge.start.quantityOverMax';

/** The quantity typed as a number (NaN when it is not one). */
export function typedQuantity(typed: string): number {
  const result = quantitySchema.safeParse(typed.trim());
  return result.success ? result.data : Number.NaN;
}

/** Why a typed quantity cannot be used; undefined when it can: an integer above 0 (the domain's rule), at most the contract's maximum. */
export function quantityRule(typed: string): QuantityRefusal | undefined {
  if (typed.trim() === '') return 'validation.required';
  const quantity = typedQuantity(typed);
  if (Number.isNaN(quantity)) return 'validation.quantity';
  if (quantity > RECHARGE_QUANTITY_MAX) return 'recharge.start.quantityOverMax';
  return undefined;
}

export type UnitsSummary = {
  accounts: number;
  quantity: number;
  /** accounts x quantity (0 while either is not valid). */
  needed: number;
  free: number;
  enough: boolean;
};

/** The units a recharge needs (accounts x quantity) against the card's free units. */
export function unitsSummary(text: string, typed: string, free: number): UnitsSummary {
  const accounts = parseAccounts(text).length;
  const quantity = quantityRule(typed) ? 0 : typedQuantity(typed);
  const needed = accounts * quantity;
  return { accounts, quantity, needed, free, enough: needed <= free };
}

/** How one account's result reads: its state, and the new expiry or the reason it failed. */
export type ResultLine =
  | { kind: 'waiting' }
  | { kind: 'success'; expiresAt: string; units: number }
  /** reason: the catalogue's "[code] text", '' when the platform gave no code. */
  | { kind: 'failed'; code: number | null; reason: string }
  | { kind: 'undone' };

/** One account's result as a row shows it: the expiry as YYYY/MM/DD HH:MM:SS, a failure's reason from the error catalogue. */
export function resultLine(item: Pick<RechargeItem, 'status' | 'errorCode' | 'expiresAt' | 'units'>, locale: Locale): ResultLine {
  switch (item.status) {
    case null:
      return { kind: 'waiting' };
    case 'SUCCESS':
      return { kind: 'success', expiresAt: item.expiresAt ? formatDate(item.expiresAt) : '', units: item.units };
    case 'UNDONE':
      return { kind: 'undone' };
    case 'FAILED':
      return { kind: 'failed', code: item.errorCode, reason: item.errorCode === null ? '' : errorMessage(item.errorCode, locale) };
  }
}
