// The operator's payment forms, checked with the contract's schemas plus what the server applies:
// a refund's reason, the UID a reviewed transfer is credited to, the amount of a sandbox underpayment
// or overpayment (below or above what is due), a sandbox chain transfer and the blocks to mine.
// Amounts take either decimal separator in every language ('27,50' or '27.50').
import { CreditReviewRequest, OpsRefundRequest } from '@panel/domain/contract/payments';
import { SandboxMineRequest, SandboxTransferRequest } from '@panel/domain/contract/sandbox';
import { typedAmount } from '@panel/domain/format';
import { CURRENCY_EXPONENTS, isCurrency, isDecimalString, toMinor } from '@panel/domain/money';
import { CRYPTO_CHAINS, tokenDecimals, type CryptoChain, type CryptoToken } from '@panel/domain/payments';
import { z } from 'zod';
import { domainResolver } from '../../components/form/domain-resolver';

const REQUIRED = 'validation.required';
const INVALID = 'validation.amountInvalid';
const POSITIVE = 'validation.amountPositive';

/** The decimals of an amount in `currency` (2 for a currency the money rules do not know). */
const decimalsOf = (currency: string) => (isCurrency(currency) ? CURRENCY_EXPONENTS[currency] : 2);

/** The message key of a typed positive amount with at most `decimals` decimals, or undefined when it is one. */
export function amountProblem(text: string, decimals: number): string | undefined {
  const value = typedAmount(text.trim());
  if (value === '') return REQUIRED;
  if (/^-\d/.test(value)) return POSITIVE;
  if (!isDecimalString(value, decimals)) return INVALID;
  if (toMinor(value, decimals) <= 0n) return POSITIVE;
  return undefined;
}

// --- Refunding an order, crediting a reviewed transfer ---------------------------------------------

export type RefundValues = { reason: string };
/** The refund's reason: the contract's own rule (required, trimmed, at most 200). */
export const refundResolver = domainResolver<RefundValues, z.output<typeof OpsRefundRequest>>(OpsRefundRequest);

export type CreditValues = { uid: string };
/** The UID of the user a reviewed transfer is credited to (required, trimmed). */
export const creditResolver = domainResolver<CreditValues, z.output<typeof CreditReviewRequest>>(CreditReviewRequest);

// --- The sandbox ----------------------------------------------------------------------------------

export type PartialAmountValues = { amount: string };

/**
 * The amount that arrives on an UNDERPAY (less than `due`) or an OVERPAY (more than `due`), in the
 * payment's currency, as the wire takes it ('12,5' is sent as '12.5').
 */
export function partialAmountResolver(kind: 'UNDERPAY' | 'OVERPAY', due: string, currency: string) {
  const decimals = decimalsOf(currency);
  const schema = z.object({ amount: z.string() }).transform(({ amount }, ctx) => {
    const value = typedAmount(amount.trim());
    let problem = amountProblem(amount, decimals);
    if (!problem && isDecimalString(due, decimals)) {
      const difference = toMinor(value, decimals) - toMinor(due, decimals);
      if (kind === 'UNDERPAY' && difference >= 0n) problem = 'opsPay.sandbox.amountUnder';
      if (kind === 'OVERPAY' && difference <= 0n) problem = 'opsPay.sandbox.amountOver';
    }
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
      return z.NEVER;
    }
    return { amount: value };
  });
  return domainResolver<PartialAmountValues, { amount: string }>(schema);
}

export type TransferValues = { chain: CryptoChain; token: CryptoToken; toAddress: string; amount: string };

/** A sandbox chain transfer: the contract's request, its amount a positive number of the token (its on-chain decimals at most). */
export const transferResolver = domainResolver<TransferValues, z.output<typeof SandboxTransferRequest>>(
  SandboxTransferRequest.superRefine(({ chain, token, amount }, ctx) => {
    const problem = amountProblem(amount, tokenDecimals(chain, token));
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
  }),
  { toInput: (values) => ({ ...values, amount: typedAmount(values.amount.trim()) }) },
);

/** Mining: a chain, or '' for every chain. */
export type MineValues = { chain: CryptoChain | ''; blocks: string };

/** Blocks to mine: a whole number from 1 to 500 (the contract's bounds); every chain when none is chosen. */
export const mineResolver = domainResolver<MineValues, z.output<typeof SandboxMineRequest>>(SandboxMineRequest, {
  toInput: ({ chain, blocks }) => ({
    chain: (CRYPTO_CHAINS as readonly string[]).includes(chain) ? chain : null,
    blocks: /^\s*\d+\s*$/.test(blocks) ? Number(blocks) : Number.NaN,
  }),
  message: (field, key) => (field === 'blocks' ? 'opsPay.crypto.blocksInvalid' : key),
});
