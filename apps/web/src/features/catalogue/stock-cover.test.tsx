// The stock screens' words for a card's cover: about N days of stock, under a day, no sales, nothing
// left, not for sale; and the Low stock tag only when the cover says so.
import type { StockCover } from '@panel/domain/contract/cards';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../../lib/i18n';
import { render, type Rendered } from '../../test/render';
import { CoverLine, coverText, LowStockTag } from './stock-cover';

const cover = (overrides: Partial<StockCover> = {}): StockCover => ({
  listingId: 'l1',
  listed: true,
  forSale: 12,
  soldLast7Days: 7,
  coverDays: 12,
  lowStockThreshold: 10,
  lowStock: false,
  ...overrides,
});

let view: Rendered | undefined;
beforeEach(() => changeLocale('en'));
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe('the cover of a card', () => {
  it('says how long the units for sale last, in each language', async () => {
    const t = i18n.t.bind(i18n);
    expect(coverText(cover({ coverDays: 12.4 }), t)).toBe('≈ 12 days of stock');
    expect(coverText(cover({ coverDays: 1.2 }), t)).toBe('≈ 1 day of stock');
    expect(coverText(cover({ coverDays: 0.5, forSale: 1 }), t)).toBe('Less than a day of stock');
    expect(coverText(cover({ soldLast7Days: 0, coverDays: null }), t)).toBe('No sales in the last 7 days');
    expect(coverText(cover({ forSale: 0, coverDays: 0 }), t)).toBe('Nothing left for sale');
    expect(coverText(cover({ listed: false, forSale: 0, coverDays: null }), t)).toBe('Not for sale');
    await changeLocale('es');
    expect(coverText(cover({ coverDays: 12.4 }), t)).toBe('≈ 12 días de stock');
    expect(coverText(cover({ soldLast7Days: 0, coverDays: null }), t)).toBe('Sin ventas en los últimos 7 días');
    await changeLocale('pt');
    expect(coverText(cover({ coverDays: 12.4 }), t)).toBe('≈ 12 dias de estoque');
  });

  it('shows the units for sale and the week’s sales in the list line, and the Low stock tag only when low', async () => {
    view = await render(
      <>
        <CoverLine cover={cover({ lowStock: true, forSale: 3, coverDays: 3 })} />
        <LowStockTag cover={cover({ lowStock: true })} />
        <LowStockTag cover={cover()} />
        <CoverLine cover={cover({ soldLast7Days: 0, coverDays: null })} />
      </>,
    );
    const lines = [...view.container.querySelectorAll('[data-cover]')].map((line) => line.textContent);
    // Without sales the line does not say 0 sold as well as no sales.
    expect(lines).toEqual(['3 for sale7 sold in 7 days≈ 3 days of stock', '12 for saleNo sales in the last 7 days']);
    expect(view.container.querySelectorAll('[data-low-stock]')).toHaveLength(1);
    expect(view.container.querySelector('[data-low-stock]')?.textContent).toBe('Low stock');
  });
});
