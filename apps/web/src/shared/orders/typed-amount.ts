// Amounts typed on the order screens (a voucher's amount paid, the seller's amount received): the
// wire takes "12.50"; Spanish and Portuguese keyboards type "12,50".
import { INTL_LOCALE, type Locale } from '@panel/domain/locale';

/** An amount as typed on a phone: spaces dropped, a decimal comma read as the point the wire uses; anything else is left for the rules to refuse. */
export function typedAmount(text: string): string {
  const compact = text.replace(/\s+/g, '');
  return /^\d*,\d*$/.test(compact) ? compact.replace(',', '.') : compact;
}

/** A wire amount ("256.50") as a box shows it in the panel's language: "256,50" in Spanish and Portuguese. */
export function amountForInput(decimal: string, locale: Locale): string {
  const separator = new Intl.NumberFormat(INTL_LOCALE[locale]).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return decimal.replace('.', separator);
}
