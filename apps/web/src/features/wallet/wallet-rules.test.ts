// The wallet's rules: which UID a transfer can go to, which amount it can move (either decimal
// separator, 2 decimals, not zero, not above what is available), and how a record reads in the list.
import { describe, expect, it } from 'vitest';
import { partyText, recipientUidRule, recordOrderPath, recordRowView, transferAmountRule, transferAmountWire } from './wallet-rules';

describe('the recipient UID of a transfer', () => {
  it('takes digits that are not my own UID', () => {
    expect(recipientUidRule('100200', '100100')).toBeUndefined();
    expect(recipientUidRule(' 100200 ', '100100')).toBeUndefined();
  });

  it('asks for one when empty', () => {
    expect(recipientUidRule('', '100100')).toBe('validation.required');
    expect(recipientUidRule('   ', '100100')).toBe('validation.required');
  });

  it('refuses what is not a UID', () => {
    expect(recipientUidRule('10a200', '100100')).toBe('wallet.transfer.uidInvalid');
    expect(recipientUidRule('-1', '100100')).toBe('wallet.transfer.uidInvalid');
    expect(recipientUidRule('1'.repeat(21), '100100')).toBe('wallet.transfer.uidInvalid');
  });

  it('refuses my own UID', () => {
    expect(recipientUidRule('100100', '100100')).toBe('wallet.transfer.uidSelf');
  });
});

describe('the amount of a transfer', () => {
  it('takes an amount up to what is available, with either decimal separator', () => {
    expect(transferAmountRule('12.50', '100.00')).toBeUndefined();
    expect(transferAmountRule('12,5', '100.00')).toBeUndefined();
    expect(transferAmountRule('100', '100.00')).toBeUndefined();
    expect(transferAmountRule('0,01', '0.01')).toBeUndefined();
  });

  it('asks for one when empty', () => {
    expect(transferAmountRule('', '100.00')).toBe('validation.required');
    expect(transferAmountRule('  ', '100.00')).toBe('validation.required');
  });

  it('refuses what is not a VCoin amount: letters, signs, thousands, more than 2 decimals', () => {
    for (const typed of ['abc', '-5', '+5', '1.234,50', '1,234.50', '12.345', '.', ',']) {
      expect(transferAmountRule(typed, '100000.00'), typed).toBe('validation.amountInvalid');
    }
  });

  it('refuses zero', () => {
    expect(transferAmountRule('0', '100.00')).toBe('validation.amountPositive');
    expect(transferAmountRule('0,00', '100.00')).toBe('validation.amountPositive');
  });

  it('refuses more than is available, to the cent', () => {
    expect(transferAmountRule('100.01', '100.00')).toBe('wallet.transfer.amountOverAvailable');
    expect(transferAmountRule('0.01', '0.00')).toBe('wallet.transfer.amountOverAvailable');
  });

  it('refuses more than one transfer moves, before the balance', () => {
    expect(transferAmountRule('1000000.01', '2000000.00')).toBe('wallet.transfer.amountOverMax');
    expect(transferAmountRule('1000000', '2000000.00')).toBeUndefined();
  });

  it('sends the amount with its 2 decimals and a point', () => {
    expect(transferAmountWire('12,5')).toBe('12.50');
    expect(transferAmountWire(' 7 ')).toBe('7.00');
    expect(transferAmountWire('0,01')).toBe('0.01');
  });
});

describe('a record in the list', () => {
  const at = new Date(2025, 0, 2, 3, 4, 5).toISOString();
  const record = { amount: '+12.50', counterparty: null, order: null, createdAt: at };

  it('shows a credit with its plus sign and a debit with its minus sign, unformatted', () => {
    expect(recordRowView(record)).toMatchObject({ direction: 'credit', amount: '+12.50' });
    expect(recordRowView({ ...record, amount: '-1234.00' })).toMatchObject({ direction: 'debit', amount: '-1234.00' });
    // An amount that comes without its sign is a credit.
    expect(recordRowView({ ...record, amount: '3.00' })).toMatchObject({ direction: 'credit', amount: '+3.00' });
  });

  it('shows the time as YYYY/MM/DD HH:MM:SS', () => {
    expect(recordRowView(record).time).toBe('2025/01/02 03:04:05');
  });

  it('names the other user with nickname and UID, and the order by its number', () => {
    const view = recordRowView({ ...record, counterparty: { uid: '100200', nickname: 'Ana', avatar: null }, order: { id: 'o1', orderNo: 'ORD20250001' } });
    expect(view.counterparty).toBe('Ana (100200)');
    expect(view.orderNo).toBe('ORD20250001');
  });

  it('names nobody for the platform', () => {
    expect(recordRowView(record)).toMatchObject({ counterparty: null, orderNo: null });
  });

  it('names a user without a nickname by the UID', () => {
    expect(partyText({ uid: '100200', nickname: '  ' })).toBe('100200');
  });
});

describe("a record's order", () => {
  const order = { id: 'o-1', orderNo: 'ORD1' };
  it("opens the buyer's order for a payment or a refund, the seller's for income", () => {
    expect(recordOrderPath({ type: 'ORDER_PAYMENT', order })).toBe('/payment/detail/o-1');
    expect(recordOrderPath({ type: 'REFUND', order })).toBe('/payment/detail/o-1');
    expect(recordOrderPath({ type: 'INCOME', order })).toBe('/sale/orderDetail/o-1');
  });

  it('opens nothing without an order', () => {
    expect(recordOrderPath({ type: 'TRANSFER', order: null })).toBeNull();
  });
});
