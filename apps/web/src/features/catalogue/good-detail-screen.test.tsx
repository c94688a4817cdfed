// A card's page in the mall: its "From" price is the lowest unit price a quantity gets (a larger
// tier is cheaper), as the mall's list says, not the price of the smallest quantity. The network is
// stubbed at fetch.
import { QueryClientProvider } from '@tanstack/react-query';
import type { MallDetailResponse } from '@panel/domain/contract/mall';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { render, waitFor, type Rendered } from '../../test/render';
import { clearPage, stubNetwork, text } from '../../test/screen-test-kit';
import GoodDetailScreen from './good-detail-screen';

const LISTING = '0b9d5d5e-3b7e-4c8f-9f0e-2a8f5a1c7d31';
const good = {
  id: LISTING,
  name: 'StarTV Gold',
  picture: 'product/x.png',
  card: {
    id: 'c1',
    type: 'RECHARGE_CARD',
    name: 'StarTV Gold',
    description: null,
    defaultCurrency: 'USD',
    currencyUnit: null,
    salesChannel: null,
    dimensions: {},
  },
  tiers: [
    { minCount: 1, maxCount: 9, wholesalePrice: '8.00', retailPrice: '12.00', unitPrice: '8.00' },
    { minCount: 10, maxCount: 49, wholesalePrice: '6.50', retailPrice: '10.00', unitPrice: '6.50' },
    { minCount: 50, maxCount: null, wholesalePrice: '7.00', retailPrice: '10.00', unitPrice: '7.00' },
  ],
  discount: '0',
  minPerPurchase: 1,
  maxPerPurchase: 100,
  stockMode: 'ALL',
  stock: 500,
  outOfStock: false,
  currency: 'USD',
  paymentMethods: ['OFFLINE'],
  paymentCurrencies: ['USD'],
  store: { id: 's1', uid: '100001', name: 'Star Store', avatar: null },
  quote: {
    quantity: 1,
    tier: { minCount: 1, wholesalePrice: '8.00', retailPrice: '12.00' },
    listUnitPrice: '8.00',
    unitPrice: '8.00',
    retailUnitPrice: '12.00',
    totalPrice: '8.00',
  },
  buyBlocker: null,
} as unknown as MallDetailResponse;

let view: Rendered | undefined;
let restore: () => void;

beforeEach(async () => {
  await changeLocale('en');
  restore = stubNetwork((url) => {
    if (url.pathname.startsWith('/api/product/mall/detail/')) return { respCode: 200, data: good };
    if (url.pathname === '/api-auth/s3/cdn/domain') return { respCode: 200, data: 'http://cdn.test' };
    throw new Error(`unexpected call ${url.pathname}`);
  });
});
afterEach(() => {
  view?.unmount();
  clearPage();
  restore();
});

describe('a card’s page in the mall', () => {
  it('says "From" the cheapest tier’s unit price, not the smallest quantity’s', async () => {
    const router = createMemoryRouter([{ path: '/goodDetail/:id', element: <GoodDetailScreen /> }], { initialEntries: [`/goodDetail/${LISTING}`] });
    view = await render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(text()).toContain('From'));
    expect(text()).toContain('From 6.50 USD per unit');
    expect(text()).not.toContain('From 8.00');
  });
});
