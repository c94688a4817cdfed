// The pure rules of the payment calls: which screen follows an attempt, the payable a method page reads
// back from its route, when an attempt is polled, and which failures pay/v2 asks again.
import type { PaymentAttemptView, PaymentInstructions } from '@panel/domain/contract/payments';
import { ERROR_CODES } from '@panel/domain/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  ATTEMPT_POLL_MS,
  attemptPollInterval,
  attemptRoute,
  isLiveAttempt,
  onlinePath,
  paidPath,
  payableFields,
  payableOf,
  payableSegment,
  purchasePath,
  retryPayment,
} from './payments-api';

const ORDER = '0b7a1c52-3f0e-4d7e-9c1a-6b2f8e4d5a10';
const TOP_UP = '5f9e2d1c-7b6a-4c3d-8e2f-1a0b9c8d7e6f';

const onOrder = (instructions: PaymentInstructions) => ({ orderId: ORDER, topUpId: null, instructions });
const onTopUp = (instructions: PaymentInstructions) => ({ orderId: null, topUpId: TOP_UP, instructions });

const INSTRUCTIONS: Record<Exclude<PaymentInstructions['kind'], 'REDIRECT'>, [PaymentInstructions, string]> = {
  CARD_FRAME: [{ kind: 'CARD_FRAME', transactionId: 't1', checkoutUrl: '/sandbox/onerway/checkout', environment: 'sandbox' }, 'onerway'],
  PIX: [{ kind: 'PIX', brCode: '000201' }, 'pixCodePage'],
  BOLETO: [{ kind: 'BOLETO', line: '1', formattedLine: '1', barcode: '1', dueDate: '2025/01/01', documentUrl: '/sandbox/boleto/1' }, 'barcodePage'],
  PAYMENT_CODE: [{ kind: 'PAYMENT_CODE', url: 'https://pay.example/t', token: 't' }, 'tpagaCodePage'],
  CRYPTO: [{ kind: 'CRYPTO', chain: 'TRC20', token: 'USDT', address: 'T1', amount: '10.01', decimals: 6, confirmationsRequired: 19 }, 'crypto'],
  PENDING: [{ kind: 'PENDING' }, 'online'],
};

describe('attemptRoute', () => {
  for (const [kind, [instructions, page]] of Object.entries(INSTRUCTIONS)) {
    it(`sends ${kind} to /payment/${page}/{orderId}`, () => {
      expect(attemptRoute(onOrder(instructions))).toEqual({ path: `/payment/${page}/${ORDER}`, external: false });
    });
    it(`sends ${kind} of a VCoin purchase to /payment/${page}/{topUpId}?topUp=1`, () => {
      expect(attemptRoute(onTopUp(instructions))).toEqual({ path: `/payment/${page}/${TOP_UP}?topUp=1`, external: false });
    });
  }

  it('sends REDIRECT to the provider’s page, outside the panel', () => {
    const url = 'http://127.0.0.1:3000/sandbox/approve/paypal/R1';
    expect(attemptRoute(onOrder({ kind: 'REDIRECT', url }))).toEqual({ path: url, external: true });
    expect(attemptRoute(onTopUp({ kind: 'REDIRECT', url }))).toEqual({ path: url, external: true });
  });
});

describe('payableOf', () => {
  it('reads an order from the route’s orderId', () => {
    expect(payableOf({ orderId: ORDER }, '')).toEqual({ id: ORDER, topUp: false });
  });

  it('reads a VCoin purchase from ?topUp=1, as a string or as URLSearchParams', () => {
    expect(payableOf({ orderId: TOP_UP }, '?topUp=1')).toEqual({ id: TOP_UP, topUp: true });
    expect(payableOf({ id: TOP_UP }, new URLSearchParams('topUp=1'))).toEqual({ id: TOP_UP, topUp: true });
  });

  it('takes any other topUp value for an order, and gives null without an id', () => {
    expect(payableOf({ orderId: ORDER }, '?topUp=0')).toEqual({ id: ORDER, topUp: false });
    expect(payableOf({}, '?topUp=1')).toBeNull();
  });

  it('reads back what attemptRoute wrote', () => {
    const { path } = attemptRoute(onTopUp(INSTRUCTIONS.PIX[0]));
    const url = new URL(path, 'http://panel.test');
    expect(payableOf({ orderId: url.pathname.split('/').pop() }, url.search)).toEqual({ id: TOP_UP, topUp: true });
  });
});

describe('payable paths and fields', () => {
  it('names an order by orderId and a purchase by topUpId', () => {
    expect(payableFields({ id: ORDER, topUp: false })).toEqual({ orderId: ORDER });
    expect(payableFields({ id: TOP_UP, topUp: true })).toEqual({ topUpId: TOP_UP });
  });

  it('writes the segment, the online page and where a paid payable leads', () => {
    expect(payableSegment({ id: ORDER, topUp: false })).toBe(ORDER);
    expect(onlinePath({ id: TOP_UP, topUp: true })).toBe(`/payment/online/${TOP_UP}?topUp=1`);
    expect(paidPath({ id: ORDER, topUp: false })).toBe(`/payment/success/${ORDER}`);
    expect(paidPath({ id: TOP_UP, topUp: true })).toBe('/me/VCoinList');
  });

  it('sends a new purchase to its channel’s page', () => {
    expect(purchasePath(TOP_UP, 'ONLINE')).toBe(`/payment/online/${TOP_UP}?topUp=1`);
    expect(purchasePath(TOP_UP, 'CRYPTO')).toBe(`/payment/crypto/${TOP_UP}?topUp=1`);
  });
});

describe('polling an attempt', () => {
  const live: PaymentAttemptView['status'][] = ['WAITING', 'CONFIRMING', 'PARTIAL'];
  const ended: PaymentAttemptView['status'][] = ['SUCCEEDED', 'FAILED', 'EXPIRED', 'CANCELLED', 'CHARGEBACK', 'REFUNDED'];

  it('asks again every 3 s while the attempt is live', () => {
    for (const status of live) {
      expect(isLiveAttempt(status)).toBe(true);
      expect(attemptPollInterval({ status }, true)).toBe(ATTEMPT_POLL_MS);
    }
    expect(ATTEMPT_POLL_MS).toBe(3000);
  });

  it('stops once it ended, before it is read, and when polling is not asked', () => {
    for (const status of ended) {
      expect(isLiveAttempt(status)).toBe(false);
      expect(attemptPollInterval({ status }, true)).toBe(false);
    }
    expect(attemptPollInterval(undefined, true)).toBe(false);
    expect(attemptPollInterval(null, true)).toBe(false);
    expect(attemptPollInterval({ status: 'WAITING' }, false)).toBe(false);
  });
});

describe('retryPayment', () => {
  it('asks once more after no answer (same key), never twice', () => {
    const noAnswer = new ApiError(ERROR_CODES.NETWORK, 'network', null, 0);
    expect(retryPayment(0, noAnswer)).toBe(true);
    expect(retryPayment(1, noAnswer)).toBe(false);
  });

  it('never asks again on -5 (another payment is running) nor on a refusal', () => {
    expect(retryPayment(0, new ApiError(ERROR_CODES.PROCESS_ALREADY_STARTED, 'running', null, 200))).toBe(false);
    expect(retryPayment(0, new ApiError(ERROR_CODES.EXCHANGE_RATE_CHANGED, 'rate', null, 200))).toBe(false);
    expect(retryPayment(0, new ApiError(ERROR_CODES.OVER_PAYMENT_LIMIT, 'limit', null, 200))).toBe(false);
  });
});
