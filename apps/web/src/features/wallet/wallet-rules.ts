// What the wallet screens check and show, kept pure so it is tested on its own: the recipient's UID
// and the amount of a transfer (typed with either decimal separator, in cents against what is
// available), and how one record reads in the list (its signed amount, its direction, the other
// party or the order, its time).
import type { VcoinRecord } from '@panel/domain/contract/wallet';
import { formatDate, typedAmount } from '@panel/domain/format';
import { VCOIN_AMOUNT_MAX, vcoinMinor, vcoinText } from '@panel/domain/wallet';

/** Message keys of a UID that cannot receive a transfer. */
export type UidRefusal = 'validation.required' | 'wallet.transfer.uidInvalid' | 'wallet.transfer.uidSelf';

/** Why a typed UID cannot be looked up: empty, not digits, or the caller's own. */
export function recipientUidRule(typed: string, ownUid: string): UidRefusal | undefined {
  const uid = typed.trim();
  if (uid === '') return 'validation.required';
  if (!/^\d{1,20}$/.test(uid)) return 'wallet.transfer.uidInvalid';
  if (uid === ownUid) return 'wallet.transfer.uidSelf';
  return undefined;
}

/** Message keys of an amount that cannot be transferred; `overAvailable` is the one that offers Buy VCoin. */
export type AmountRefusal =
  | 'validation.required'
  | 'validation.amountInvalid'
  | 'validation.amountPositive'
  | 'wallet.transfer.amountOverMax'
  | 'wallet.transfer.amountOverAvailable';

/** Why a typed amount cannot be transferred: empty, not a VCoin amount (2 decimals), zero, over the most one transfer moves, or over what is available. */
export function transferAmountRule(typed: string, available: string): AmountRefusal | undefined {
  const text = typedAmount(typed);
  if (text === '') return 'validation.required';
  const minor = vcoinMinor(text);
  if (minor === undefined) return 'validation.amountInvalid';
  if (minor <= 0n) return 'validation.amountPositive';
  if (minor > vcoinMinor(VCOIN_AMOUNT_MAX)!) return 'wallet.transfer.amountOverMax';
  if (minor > (vcoinMinor(available) ?? 0n)) return 'wallet.transfer.amountOverAvailable';
  return undefined;
}

/** The amount the wire takes for what was typed ('12,5' -> '12.50'); the typed text when it is not an amount (the rule refuses it first). */
export function transferAmountWire(typed: string): string {
  const text = typedAmount(typed);
  const minor = vcoinMinor(text);
  return minor === undefined ? text : vcoinText(minor);
}

/** A record as its row shows it. */
export type RecordRowView = {
  /** 'credit' (money in: shown green, with '+') or 'debit'. */
  direction: 'credit' | 'debit';
  /** The signed amount as given, unformatted, with its sign: '+12.50', '-3.00'. */
  amount: string;
  /** The other user: 'Nickname (UID)'; null for the platform. */
  counterparty: string | null;
  /** The order's number when the record paid an order or was paid by one. */
  orderNo: string | null;
  /** YYYY/MM/DD HH:MM:SS in local time. */
  time: string;
};

/** How a record reads in the list. */
export function recordRowView(record: Pick<VcoinRecord, 'amount' | 'counterparty' | 'order' | 'createdAt'>): RecordRowView {
  const amount = record.amount.trim();
  const debit = amount.startsWith('-');
  const signed = debit || amount.startsWith('+') ? amount : `+${amount}`;
  const party = record.counterparty;
  return {
    direction: debit ? 'debit' : 'credit',
    amount: signed,
    counterparty: party ? partyText(party) : null,
    orderNo: record.order?.orderNo ?? null,
    time: formatDate(record.createdAt),
  };
}

/** A user as the wallet names them: 'Nickname (UID)', the UID alone without a nickname. */
export function partyText(party: { uid: string; nickname: string }): string {
  const nickname = party.nickname.trim();
  return nickname ? `${nickname} (${party.uid})` : party.uid;
}

/**
 * Where a record's order opens: the seller's view of it for income (the seller was paid), the
 * buyer's (/payment/detail/{id}) for everything else (the buyer paid, or was refunded).
 */
export function recordOrderPath(record: Pick<VcoinRecord, 'type' | 'order'>): string | null {
  if (!record.order) return null;
  const id = encodeURIComponent(record.order.id);
  return record.type === 'INCOME' ? `/sale/orderDetail/${id}` : `/payment/detail/${id}`;
}
