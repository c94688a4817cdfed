// An amount of money as every screen shows it (spec section 9): the number in the UI language's
// style, keeping its own decimals (2 when it has none), then its currency: '1,234.50 USD' in
// English, '1.234,50 USD' in Spanish. VCoin amounts are shown as given; percentages (a discount) in
// the language's percent style.
import { formatNumber, formatPercent, formatVcoin } from '@panel/domain/format';
import type { Locale } from '@panel/domain/locale';
import { currentLocale } from '../../lib/i18n';

/** The wallet's unit, shown unformatted. */
export const VCOIN = 'VCoin';

/** An amount (a decimal string) and its currency as text, in `locale`'s number style. */
export function moneyText(amount: string, currency: string, locale: Locale = currentLocale()): string {
  return `${currency === VCOIN ? formatVcoin(amount) : formatNumber(amount, locale)} ${currency}`;
}

/** A percentage ('5.00' points) as text in `locale`'s percent style: '5.00%', '5,00 %' (es), '5,00%' (pt). */
export function percentText(points: string, locale: Locale = currentLocale()): string {
  return formatPercent(points, locale);
}
