// The VCoin wallet's rules shared by the server and the panel (design/payments.md "The VCoin ledger";
// spec sections 1 and 9). VCoin is worth 1 USD and kept in cents; a rate per currency against USD
// and a fee rule per currency are set by the platform operator.
import { VCOIN_TX_TYPES, type RoleCode, type VcoinTxType } from './constants';
import { CURRENCY_EXPONENTS, RATE_DECIMALS, roundDiv, toMinor, type Money } from './money';

export { VCOIN_TX_TYPES, type VcoinTxType };

/** The role of the platform operator (design/domain.md "People and roles"): not a seller or a buyer. */
export const PLATFORM_ROLE = 'PLATFORM' satisfies RoleCode;

/**
 * The platform's own ledger accounts. Their balances may be negative: OFFLINE_TOPUP is the money the
 * platform received by bank transfer (it is debited when a wallet is credited), CHARGEBACK_LOSS what
 * chargebacks cost it, FEES what fees earned, and one clearing account per provider and currency
 * (`CLEARING:<provider>:<currency>`) for online and crypto payments.
 */
export const PLATFORM_ACCOUNTS = ['OFFLINE_TOPUP', 'FEES', 'CHARGEBACK_LOSS'] as const;
export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[number];

/** The phases of a ledger transaction (TigerBeetle's model): posted at once, or pending and later posted (possibly for less) or voided, exactly once. */
export const LEDGER_PHASES = ['POSTED', 'PENDING', 'POST_PENDING', 'VOID_PENDING'] as const;
export type LedgerPhase = (typeof LEDGER_PHASES)[number];

/** The states of a VCoin top-up: by bank transfer (voucher, then the operator), or bought online or with crypto (WAITING_PAYMENT until its provider pays it). */
export const TOP_UP_STATUSES = ['WAITING_VOUCHER', 'WAITING_REVIEW', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'WAITING_PAYMENT'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** Most VCoin one bank-transfer top-up or one transfer may move, in VCoin (cents underneath). */
export const VCOIN_AMOUNT_MAX = '1000000.00';

/**
 * Whether crediting `receivedMinor` on a top-up reported as `amountMinor` needs the operator to type
 * the amount again: the surplus (what arrived beyond the amount reported) is above `aboveMinor`.
 */
export const needsSurplusConfirmation = ({ amountMinor, receivedMinor, aboveMinor }: { amountMinor: bigint; receivedMinor: bigint; aboveMinor: bigint }) =>
  receivedMinor - amountMinor > aboveMinor;

/** The VCoin amount of a string with at most 2 decimals, or undefined ('12.5' -> 1250n). */
export function vcoinMinor(text: string): bigint | undefined {
  const value = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return undefined;
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(2, '0'));
}

/** A VCoin amount as the panel shows it: unformatted (spec section 9), with its 2 decimals ('1234.50'). */
export function vcoinText(minor: bigint): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * The VCoin an amount in a currency is worth at the operator's rate (units of the currency per USD):
 * amount / rate, rounded once by money.ts's rule. USD and VCoin convert 1:1.
 */
export function toVcoin(amount: Money, unitsPerUsd: string): Money {
  if (amount.currency === 'VCOIN' || amount.currency === 'USD') return { currency: 'VCOIN', minor: amount.minor };
  const scaledRate = toMinor(unitsPerUsd, RATE_DECIMALS);
  if (scaledRate <= 0n) throw new RangeError(`A rate must be above zero: ${unitsPerUsd}`);
  const exponentGap = CURRENCY_EXPONENTS.VCOIN - CURRENCY_EXPONENTS[amount.currency];
  const numerator = amount.minor * 10n ** BigInt(RATE_DECIMALS) * 10n ** BigInt(Math.max(0, exponentGap));
  const denominator = scaledRate * 10n ** BigInt(Math.max(0, -exponentGap));
  return { currency: 'VCOIN', minor: roundDiv(numerator, denominator) };
}

/** Whether a rate string is one the operator may set: above zero, at most 8 decimals and 10 whole digits. */
export const isRateText = (text: string) => /^\d{1,10}(\.\d{1,8})?$/.test(text.trim()) && /[1-9]/.test(text);
