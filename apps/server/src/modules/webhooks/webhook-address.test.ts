import { describe, expect, it } from 'vitest';
import { GENERATE_KIND } from '../codes/codes.service';
import { RECHARGE_KIND } from '../recharge/recharge.service';
import { checkedAddress, isPublicAddress, parseWebhookUrl } from './webhook-address';
import { webhookTypeOf } from './webhook-events';

describe('which addresses a webhook may reach', () => {
  it.each([
    ['93.184.215.14', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['127.255.0.9', false],
    ['0.0.0.0', false],
    ['10.0.0.1', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.0.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['100.100.100.200', false],
    ['100.128.0.1', true],
    ['224.0.0.251', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.1.1.1', false],
    ['::ffff:93.184.215.14', true],
    ['64:ff9b::a9fe:a9fe', false],
    ['fc00::1', false],
    ['fd00:ec2::254', false],
    ['fe80::1%eth0', false],
    ['ff02::1', false],
    ['not an address', false],
  ])('%s: %s', (address, allowed) => {
    expect(isPublicAddress(address)).toBe(allowed);
  });

  it('refuses a name with a private address among its public ones, and takes anything when private targets are allowed', async () => {
    const url = new URL('https://hooks.example.test/in');
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 as const },
      { address: '10.0.0.5', family: 4 as const },
    ];
    await expect(checkedAddress(url, { allowPrivate: false, resolve })).rejects.toMatchObject({ data: { reason: 'PRIVATE_ADDRESS' } });
    await expect(checkedAddress(url, { allowPrivate: true, resolve })).resolves.toEqual({ address: '93.184.215.14', family: 4 });
    await expect(checkedAddress(url, { allowPrivate: false, resolve: async () => [] })).rejects.toMatchObject({ data: { reason: 'UNRESOLVED' } });
  });

  it('takes plain http only when private targets are allowed', () => {
    expect(() => parseWebhookUrl('http://shop.example.com/hooks', { allowPrivate: false })).toThrow();
    expect(parseWebhookUrl('http://127.0.0.1:8080/hooks', { allowPrivate: true }).port).toBe('8080');
    expect(() => parseWebhookUrl('ftp://shop.example.com/hooks', { allowPrivate: true })).toThrow();
  });
});

describe('which events are webhooks', () => {
  it('maps an order’s moves, a finished generation or recharge, low stock and a follow request; nothing else', () => {
    expect(webhookTypeOf({ kind: 'order', data: { reason: 'VOUCHER_CONFIRMED' } })).toBe('order.paid');
    expect(webhookTypeOf({ kind: 'order', data: { reason: 'PAY_BY_PASSED' } })).toBe('order.cancelled');
    expect(webhookTypeOf({ kind: 'order', data: { reason: 'REFUND' } })).toBe('payment.refunded');
    expect(webhookTypeOf({ kind: 'order', data: { reason: 'VOUCHER_CONFIRMED_PART' } })).toBeNull();
    expect(webhookTypeOf({ kind: 'task', data: { taskKind: GENERATE_KIND, state: 'RUNNING' } })).toBeNull();
    expect(webhookTypeOf({ kind: 'task', data: { taskKind: GENERATE_KIND, state: 'DONE' } })).toBe('codes.generated');
    expect(webhookTypeOf({ kind: 'task', data: { taskKind: RECHARGE_KIND, state: 'DONE' } })).toBe('recharge.completed');
    expect(webhookTypeOf({ kind: 'task', data: { taskKind: 'codes.export', state: 'DONE' } })).toBeNull();
    expect(webhookTypeOf({ kind: 'stock.low', data: {} })).toBe('stock.low');
    expect(webhookTypeOf({ kind: 'follow', data: { role: 'STORE', requested: true } })).toBe('follow.requested');
    expect(webhookTypeOf({ kind: 'follow', data: { role: 'FOLLOWER', requested: true } })).toBeNull();
    expect(webhookTypeOf({ kind: 'top_up', data: { status: 'CONFIRMED' } })).toBeNull();
  });
});
