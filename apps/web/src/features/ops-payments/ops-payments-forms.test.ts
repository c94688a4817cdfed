import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { mineResolver, partialAmountResolver, refundResolver, transferResolver, type MineValues, type TransferValues } from './ops-payments-forms';

async function check<Values extends FieldValues, Output>(resolver: Resolver<Values, unknown, Output>, values: Values) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]));
  return { errors, body: result.values };
}

describe('the amount of a sandbox underpayment or overpayment', () => {
  const under = (amount: string) => check(partialAmountResolver('UNDERPAY', '54.20', 'BRL'), { amount });
  const over = (amount: string) => check(partialAmountResolver('OVERPAY', '54.20', 'BRL'), { amount });

  it('is below what is due for an underpayment and above it for an overpayment, a decimal comma read as the point', async () => {
    expect(await under('54,19')).toEqual({ errors: {}, body: { amount: '54.19' } });
    expect((await under('54.20')).errors).toEqual({ amount: 'opsPay.sandbox.amountUnder' });
    expect(await over(' 60 ')).toEqual({ errors: {}, body: { amount: '60' } });
    expect((await over('54.2')).errors).toEqual({ amount: 'opsPay.sandbox.amountOver' });
  });

  it('refuses empty, zero, negative or too precise amounts', async () => {
    expect((await under('')).errors).toEqual({ amount: 'validation.required' });
    expect((await under('0')).errors).toEqual({ amount: 'validation.amountPositive' });
    expect((await under('-1')).errors).toEqual({ amount: 'validation.amountPositive' });
    expect((await under('1.001')).errors).toEqual({ amount: 'validation.amountInvalid' });
  });
});

describe('a sandbox chain transfer', () => {
  const transfer = (values: Partial<TransferValues>) =>
    check(transferResolver, { chain: 'TRC20', token: 'USDT', toAddress: 'TAddr', amount: '25', ...values } as TransferValues);

  it('takes as many decimals as the token has on the chain (18 on BEP20, 6 elsewhere)', async () => {
    expect((await transfer({ amount: '25,000001' })).body).toEqual({ chain: 'TRC20', token: 'USDT', toAddress: 'TAddr', amount: '25.000001' });
    expect((await transfer({ amount: '25.0000001' })).errors).toEqual({ amount: 'validation.amountInvalid' });
    expect((await transfer({ chain: 'BEP20', amount: '25.0000001' })).errors).toEqual({});
  });

  it('needs an address and an amount above zero', async () => {
    expect((await transfer({ toAddress: ' ', amount: '0' })).errors).toEqual({ toAddress: 'validation.required', amount: 'validation.amountPositive' });
  });
});

describe('mining and refunding', () => {
  it('mines 1 to 500 blocks on one chain, or every chain when none is chosen', async () => {
    expect((await check(mineResolver, { chain: '', blocks: '500' } as MineValues)).body).toEqual({ chain: null, blocks: 500 });
    expect((await check(mineResolver, { chain: 'SOLANA', blocks: ' 2 ' } as MineValues)).body).toEqual({ chain: 'SOLANA', blocks: 2 });
    for (const blocks of ['0', '501', '1.5', 'x', ''])
      expect((await check(mineResolver, { chain: '', blocks } as MineValues)).errors).toEqual({ blocks: 'opsPay.crypto.blocksInvalid' });
  });

  it('refunds with a reason, trimmed, of at most 200 characters', async () => {
    expect((await check(refundResolver, { reason: ' Codes unusable ' })).body).toEqual({ reason: 'Codes unusable' });
    expect((await check(refundResolver, { reason: '  ' })).errors).toEqual({ reason: 'validation.required' });
    expect((await check(refundResolver, { reason: 'x'.repeat(201) })).errors).toEqual({ reason: 'validation.tooLong' });
  });
});
