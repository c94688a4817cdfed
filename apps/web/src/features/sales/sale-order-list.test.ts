import type { Voucher } from '@panel/domain/contract/orders';
import { describe, expect, it } from 'vitest';
import { firstWaitingVoucher } from './sale-order-detail-screen';
import { listFilterOf, TAB_STATUSES } from './sale-order-list-screen';

const filterOf = (query: string) => listFilterOf(new URLSearchParams(query));

describe("the store's order list address", () => {
  it('opens in progress with every status by default', () => {
    expect(filterOf('')).toEqual({ tab: 'IN_PROGRESS', status: null });
  });

  it('keeps the tab and a status of that tab', () => {
    expect(filterOf('tab=COMPLETED&status=DELIVERED')).toEqual({ tab: 'COMPLETED', status: 'DELIVERED' });
    expect(filterOf('tab=IN_PROGRESS&status=CONFIRMINGPAYMENT')).toEqual({ tab: 'IN_PROGRESS', status: 'CONFIRMINGPAYMENT' });
  });

  it('lets a status alone pick its tab, and drops a status of the other tab or an unknown one', () => {
    expect(filterOf('status=REFUND')).toEqual({ tab: 'COMPLETED', status: 'REFUND' });
    expect(filterOf('tab=IN_PROGRESS&status=DELIVERED')).toEqual({ tab: 'IN_PROGRESS', status: null });
    expect(filterOf('tab=ELSEWHERE&status=NOPE')).toEqual({ tab: 'IN_PROGRESS', status: null });
  });

  it('splits every status between the two tabs', () => {
    expect(TAB_STATUSES.COMPLETED).toEqual(['CANCELLED', 'DELIVERED', 'CHARGEBACK', 'REFUND']);
    expect(TAB_STATUSES.IN_PROGRESS).toEqual(['WAITINGPAYMENT', 'PAYING', 'PAYMENTFAILED', 'PAYMENTSUCCESS', 'CONFIRMINGPAYMENT', 'DELIVERING']);
  });
});

describe('the voucher an order offers to review', () => {
  const voucher = (id: string, status: Voucher['status'], createdAt: string) => ({ id, status, createdAt }) as Voucher;

  it('is the oldest one still waiting', () => {
    const vouchers = [
      voucher('new', 'WAITING', '2025-01-03T00:00:00Z'),
      voucher('done', 'REJECTED', '2025-01-01T00:00:00Z'),
      voucher('old', 'WAITING', '2025-01-02T00:00:00Z'),
    ];
    expect(firstWaitingVoucher(vouchers)?.id).toBe('old');
    expect(firstWaitingVoucher([voucher('done', 'CONFIRMED', '2025-01-01T00:00:00Z')])).toBeUndefined();
    expect(firstWaitingVoucher(undefined)).toBeUndefined();
  });
});
