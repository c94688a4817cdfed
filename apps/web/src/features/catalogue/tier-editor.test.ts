import { describe, expect, it } from 'vitest';
import { TIERS_MAX } from '@panel/domain/pricing';
import { addTier, canAddTier, checkTierRows, removeTier, rowsOfTiers, tierRow, tiersOfRows, updateTier } from './tier-editor';

describe('the tier editor', () => {
  it('starts a new listing with one tier from 1 unit, and saved tiers by minimum count', () => {
    expect(rowsOfTiers([]).map((row) => row.minCount)).toEqual(['1']);
    const rows = rowsOfTiers([
      { minCount: 10, wholesalePrice: '4.00', retailPrice: '6.00' },
      { minCount: 1, wholesalePrice: '5.00', retailPrice: '7.00' },
    ]);
    expect(rows.map((row) => row.minCount)).toEqual(['1', '10']);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
  });

  it('adds a tier after the highest minimum count, up to the most tiers allowed', () => {
    const rows = addTier([tierRow({ minCount: '10' }), tierRow({ minCount: 'x' })]);
    expect(rows.at(-1)?.minCount).toBe('11');
    expect(addTier([]).map((row) => row.minCount)).toEqual(['1']);
    const full = Array.from({ length: TIERS_MAX }, (_, index) => tierRow({ minCount: String(index + 1) }));
    expect(canAddTier(full)).toBe(false);
    expect(addTier(full)).toHaveLength(TIERS_MAX);
  });

  it('removes a tier but keeps the last one, emptied', () => {
    const rows = [tierRow({ minCount: '1', wholesalePrice: '5' }), tierRow({ minCount: '5' })];
    expect(removeTier(rows, rows[0].key).map((row) => row.minCount)).toEqual(['5']);
    const [last] = removeTier([rows[0]], rows[0].key);
    expect(last).toMatchObject({ key: rows[0].key, minCount: '', wholesalePrice: '', retailPrice: '' });
  });

  it('changes one box of one row', () => {
    const rows = [tierRow({ minCount: '1' }), tierRow({ minCount: '5' })];
    const next = updateTier(rows, rows[1].key, 'retailPrice', '9.5');
    expect(next[1].retailPrice).toBe('9.5');
    expect(next[0]).toBe(rows[0]);
  });

  it('shows saved prices in the language’s decimal style', () => {
    const tiers = [{ minCount: 1, wholesalePrice: '27.50', retailPrice: '1234.05' }];
    expect(rowsOfTiers(tiers, 'en')[0]).toMatchObject({ wholesalePrice: '27.50', retailPrice: '1234.05' });
    expect(rowsOfTiers(tiers, 'es')[0]).toMatchObject({ wholesalePrice: '27,50', retailPrice: '1234,05' });
    expect(rowsOfTiers(tiers, 'pt')[0]).toMatchObject({ wholesalePrice: '27,50', retailPrice: '1234,05' });
  });

  it('turns the boxes into tiers: whole counts only, prices as the wire takes them whichever separator was typed', () => {
    expect(tiersOfRows([tierRow({ minCount: ' 10 ', wholesalePrice: ' 4.5 ', retailPrice: '6' })])).toEqual([
      { minCount: 10, wholesalePrice: '4.5', retailPrice: '6' },
    ]);
    expect(tiersOfRows([tierRow({ minCount: '1', wholesalePrice: '27,50', retailPrice: '1234.5' })])).toEqual([
      { minCount: 1, wholesalePrice: '27.50', retailPrice: '1234.5' },
    ]);
    expect(checkTierRows([tierRow({ minCount: '1', wholesalePrice: '27,50', retailPrice: '30.5' })])).toBeNull();
    expect(tiersOfRows([tierRow({ minCount: '1.5' })])[0].minCount).toBeNaN();
  });

  it('points at the row and box of the first broken rule, with the domain message key', () => {
    const rows = [tierRow({ minCount: '1', wholesalePrice: '5', retailPrice: '7' }), tierRow({ minCount: '1', wholesalePrice: '4', retailPrice: '6' })];
    expect(checkTierRows(rows)).toMatchObject({ rule: 'validation.tierMinCountDuplicate', rowKey: rows[1].key, box: 'minCount' });
    const equal = [tierRow({ minCount: '1', wholesalePrice: '5', retailPrice: '5.00' })];
    expect(checkTierRows(equal)).toMatchObject({ code: 120014, rule: 'validation.wholesaleEqualsRetail', rowKey: equal[0].key, box: 'retailPrice' });
    const noPrice = [tierRow({ minCount: '1', wholesalePrice: '', retailPrice: '5' })];
    expect(checkTierRows(noPrice)).toMatchObject({ code: 140003, box: 'wholesalePrice' });
    expect(checkTierRows([tierRow({ minCount: '0', wholesalePrice: '1', retailPrice: '2' })])).toMatchObject({ rule: 'validation.quantity' });
    expect(
      checkTierRows([tierRow({ minCount: '1', wholesalePrice: '5', retailPrice: '7' }), tierRow({ minCount: '10', wholesalePrice: '4', retailPrice: '6' })]),
    ).toBeNull();
  });
});
