// What a payment code screen shows for an attempt: still to be paid, paid (the screen moves on to
// the success page by itself), ended (expired, failed ...: said, with another way to pay), or made
// with another method than the screen's (the screen hands over to that method's page). A waiting
// attempt whose time ran out on this device's clock is shown expired at once, before the server
// says so; one with money on its way (confirming, partly paid) waits for the server.
import type { AttemptStatus, PaymentAttemptView } from '@panel/domain/contract/payments';
import { fromMinor, toMinor } from '@panel/domain/money';
import { isLiveAttempt } from '../../shared/payments/payments-api';

export type EndedStatus = Exclude<AttemptStatus, 'WAITING' | 'CONFIRMING' | 'PARTIAL' | 'SUCCEEDED'>;

export type AttemptState = { kind: 'live' } | { kind: 'paid' } | { kind: 'ended'; status: EndedStatus } | { kind: 'elsewhere' };

/** Order statuses that mean the order is paid (whatever the attempt says). */
const PAID_ORDER = new Set(['PAYMENTSUCCESS', 'DELIVERING', 'DELIVERED']);

/** The instructions a code page shows. */
export type CodeKind = Extract<PaymentAttemptView['instructions']['kind'], 'PIX' | 'BOLETO' | 'PAYMENT_CODE' | 'CRYPTO'>;

/** The state of `attempt` on the page that shows instructions of `kind`, with `secondsLeft` before it expires (null: no expiry). */
export function attemptState(attempt: PaymentAttemptView, kind: CodeKind, secondsLeft: number | null): AttemptState {
  if (attempt.status === 'SUCCEEDED' || (attempt.orderStatus !== null && PAID_ORDER.has(attempt.orderStatus))) return { kind: 'paid' };
  if (isLiveAttempt(attempt.status)) {
    if (attempt.instructions.kind !== kind) return { kind: 'elsewhere' };
    if (attempt.status === 'WAITING' && secondsLeft === 0) return { kind: 'ended', status: 'EXPIRED' };
    return { kind: 'live' };
  }
  return { kind: 'ended', status: attempt.status as EndedStatus };
}

/** Seconds as a clock: 'mm:ss', or 'h:mm:ss' from an hour up. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

// --- Crypto: what arrived against what was asked ---------------------------------------------------

/** Decimals compared and subtracted exactly: token amounts (BEP20 has 18). */
const SCALE = 18;
const minor = (decimal: string) => toMinor(decimal, SCALE);
/** A difference written back with its significant decimals, at least 2 ('0.50', '0.000001'). */
function decimalText(value: bigint): string {
  const text = fromMinor(value, SCALE).replace(/0+$/, '');
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** A token amount with its significant decimals, at least 2 ('25.250000' -> '25.25'); anything else as given. */
export function tokenText(decimal: string): string {
  try {
    return decimalText(minor(decimal));
  } catch {
    return decimal;
  }
}

/** The crypto page's sum, each as a token amount: the price (what the amount pays, its fee and mark aside), the fee, the mark (the 0.01 steps that tell this payment from others of the same price) and the amount to send they make. */
export type CryptoRows = { price: string; fee: string; mark: string; amount: string };

/** The rows of a crypto attempt's amount, exact to the token's decimals: price + fee + mark = amount. */
export function cryptoRows(attempt: Pick<PaymentAttemptView, 'amount' | 'fee' | 'mark'>): CryptoRows {
  const amount = minor(attempt.amount);
  const fee = minor(attempt.fee);
  const mark = minor(attempt.mark ?? '0');
  return { price: decimalText(amount - fee - mark), fee: decimalText(fee), mark: decimalText(mark), amount: decimalText(amount) };
}

export type CryptoBalance = { kind: 'short'; rest: string } | { kind: 'over'; surplus: string } | { kind: 'even' } | { kind: 'none' };

/** What the transfers brought against the amount asked: nothing yet, short (the rest to send), even, or over (the surplus goes to the wallet). */
export function cryptoBalance(attempt: Pick<PaymentAttemptView, 'amount' | 'received'>): CryptoBalance {
  const asked = minor(attempt.amount);
  const received = minor(attempt.received || '0');
  if (received === 0n) return { kind: 'none' };
  if (received < asked) return { kind: 'short', rest: decimalText(asked - received) };
  if (received > asked) return { kind: 'over', surplus: decimalText(received - asked) };
  return { kind: 'even' };
}

/** A transfer's confirmations as a share of those required, 0 to 100. */
export function confirmationPercent(confirmations: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((confirmations / required) * 100)));
}
