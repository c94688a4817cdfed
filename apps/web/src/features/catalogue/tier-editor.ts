// The price tiers of the add-product form as the seller types them (text in every box), and the
// step to the contract's tiers. The rules themselves are the domain's checkPriceTiers, so the form
// refuses exactly what the server refuses. Prices are typed and shown in the language's decimal style
// ('27,50' in Spanish and Portuguese; either separator is read) and sent as the wire's '27.50'.
import { amountForInput, typedAmount } from '@panel/domain/format';
import type { Locale } from '@panel/domain/locale';
import { checkPriceTiers, TIERS_MAX, type PriceTier, type PricingRuleError } from '@panel/domain/pricing';

/** One row of the tier editor: what the boxes hold, and a key for React. */
export type TierRow = { key: number; minCount: string; wholesalePrice: string; retailPrice: string };

let nextKey = 1;
const newKey = () => nextKey++;

/** A row with the given values (empty boxes by default). */
export function tierRow(values: Partial<Omit<TierRow, 'key'>> = {}): TierRow {
  return { key: newKey(), minCount: '', wholesalePrice: '', retailPrice: '', ...values };
}

/** The rows of saved tiers, by minimum count, their prices in the locale's decimal style. */
export function rowsOfTiers(tiers: readonly PriceTier[], locale: Locale = 'en'): TierRow[] {
  if (tiers.length === 0) return [tierRow({ minCount: '1' })];
  return [...tiers]
    .sort((a, b) => a.minCount - b.minCount)
    .map((tier) =>
      tierRow({
        minCount: String(tier.minCount),
        wholesalePrice: amountForInput(tier.wholesalePrice, locale),
        retailPrice: amountForInput(tier.retailPrice, locale),
      }),
    );
}

/** True while another row can be added. */
export function canAddTier(rows: readonly TierRow[]): boolean {
  return rows.length < TIERS_MAX;
}

/** Adds a row whose minimum count follows the highest one so far (1 when there is none). */
export function addTier(rows: readonly TierRow[]): TierRow[] {
  if (!canAddTier(rows)) return [...rows];
  const counts = rows.map((row) => Number(row.minCount)).filter((count) => Number.isInteger(count) && count > 0);
  const next = counts.length === 0 ? 1 : Math.max(...counts) + 1;
  return [...rows, tierRow({ minCount: String(next) })];
}

/** Removes a row; the last row stays (a listing needs one tier), emptied instead. */
export function removeTier(rows: readonly TierRow[], key: number): TierRow[] {
  if (rows.length <= 1) return rows.map((row) => ({ ...row, minCount: '', wholesalePrice: '', retailPrice: '' }));
  return rows.filter((row) => row.key !== key);
}

/** Changes one box of one row. */
export function updateTier(rows: readonly TierRow[], key: number, field: keyof Omit<TierRow, 'key'>, value: string): TierRow[] {
  return rows.map((row) => (row.key === key ? { ...row, [field]: value } : row));
}

/** The tiers to send: counts as numbers (NaN for a box that is not a whole number, which the rules refuse), prices as the wire takes them. */
export function tiersOfRows(rows: readonly TierRow[]): PriceTier[] {
  return rows.map((row) => {
    const text = row.minCount.trim();
    return {
      minCount: /^\d+$/.test(text) ? Number(text) : Number.NaN,
      wholesalePrice: typedAmount(row.wholesalePrice),
      retailPrice: typedAmount(row.retailPrice),
    };
  });
}

/** The first broken tier rule with the row and box it concerns, or null. */
export function checkTierRows(rows: readonly TierRow[]): (PricingRuleError & { rowKey: number | null; box: string | null }) | null {
  const broken = checkPriceTiers(tiersOfRows(rows));
  if (!broken) return null;
  const match = /^tiers\.(\d+)\.(\w+)$/.exec(broken.field);
  if (!match) return { ...broken, rowKey: null, box: null };
  return { ...broken, rowKey: rows[Number(match[1])]?.key ?? null, box: match[2] };
}
