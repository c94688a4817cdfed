// Exchange rates against USD and online fees per currency, set by the platform operator
// (design/payments.md "Rates"). USD is 1 (VCoin is worth 1 USD). Every change is kept in the history.
import { asc, desc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { CURRENCY_EXPONENTS, fromMinor, isCurrency, RATE_DECIMALS, toMinor } from '@panel/domain/money';
import type { RateRow, SetRateRequest } from '@panel/domain/contract/ops';
import { isRateText } from '@panel/domain/wallet';
import type { Db } from '../../db/client';
import { exchangeRateHistory, exchangeRates, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../errors';

/** The currencies that have a rate against USD: every currency of the product but VCoin itself. */
export const RATE_CURRENCIES = (Object.keys(CURRENCY_EXPONENTS) as (keyof typeof CURRENCY_EXPONENTS)[]).filter((currency) => currency !== 'VCOIN');

const rateText = (scaled: bigint) => fromMinor(scaled, RATE_DECIMALS).replace(/\.?0+$/, '');

/** The rate of a currency as text ("5.4" units per USD), or undefined when none is set. USD is always "1". */
export async function currentRate(db: Db | Tx, currency: string): Promise<{ text: string; scaled: bigint } | undefined> {
  const [row] = await db.select({ scaled: exchangeRates.rateScaled }).from(exchangeRates).where(eq(exchangeRates.currency, currency));
  return row ? { text: rateText(row.scaled), scaled: row.scaled } : undefined;
}

/** The same rate written two ways ("5.40" and "5.4") compares equal. */
export function sameRate(a: string, scaled: bigint): boolean {
  const text = a.trim().replace(',', '.');
  return isRateText(text) && toMinor(text, RATE_DECIMALS) === scaled;
}

const exponent = (currency: string) => (isCurrency(currency) ? CURRENCY_EXPONENTS[currency] : 2);
const amountText = (minor: bigint | null, currency: string) => (minor === null ? null : fromMinor(minor, exponent(currency)));

type RateRowSource = {
  currency: string;
  rateScaled: bigint;
  feeBp: number;
  feeFixedMinor: bigint;
  feeMaxMinor: bigint | null;
  at: Date;
  uid: string | null;
  nickname: string | null;
  avatar: string | null;
};
const presentRate = (row: RateRowSource): RateRow => ({
  currency: row.currency,
  rate: rateText(row.rateScaled),
  feePercent: fromMinor(BigInt(row.feeBp), 2),
  feeFixed: amountText(row.feeFixedMinor, row.currency)!,
  feeMax: amountText(row.feeMaxMinor, row.currency),
  updatedAt: row.at.toISOString(),
  updatedBy: row.uid ? { uid: row.uid, nickname: row.nickname!, avatar: row.avatar } : null,
});

/** GET /api/ops/rates: every currency with a rate, USD first. */
export async function listRates(db: Db): Promise<RateRow[]> {
  const rows = await db
    .select({
      currency: exchangeRates.currency,
      rateScaled: exchangeRates.rateScaled,
      feeBp: exchangeRates.feeBp,
      feeFixedMinor: exchangeRates.feeFixedMinor,
      feeMaxMinor: exchangeRates.feeMaxMinor,
      at: exchangeRates.updatedAt,
      uid: users.uid,
      nickname: users.nickname,
      avatar: users.avatar,
    })
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.updatedBy))
    .orderBy(asc(exchangeRates.currency));
  return rows.sort((a, b) => Number(b.currency === 'USD') - Number(a.currency === 'USD')).map(presentRate);
}

/** GET /api/ops/rates/{currency}/history: newest first. */
export async function rateHistory(db: Db, currency: string): Promise<RateRow[]> {
  const rows = await db
    .select({
      currency: exchangeRateHistory.currency,
      rateScaled: exchangeRateHistory.rateScaled,
      feeBp: exchangeRateHistory.feeBp,
      feeFixedMinor: exchangeRateHistory.feeFixedMinor,
      feeMaxMinor: exchangeRateHistory.feeMaxMinor,
      at: exchangeRateHistory.setAt,
      uid: users.uid,
      nickname: users.nickname,
      avatar: users.avatar,
    })
    .from(exchangeRateHistory)
    .leftJoin(users, eq(users.id, exchangeRateHistory.setBy))
    .where(eq(exchangeRateHistory.currency, currency))
    .orderBy(desc(exchangeRateHistory.id))
    .limit(100);
  return rows.map(presentRate);
}

const paramError = (field: string, extra: object = {}) => new AppError(ERROR_CODES.PARAM_ERROR, { field, ...extra });

function amountMinor(text: string, currency: string, field: string): bigint {
  const value = text.trim().replace(',', '.');
  try {
    const minor = toMinor(value, exponent(currency));
    if (minor < 0n) throw paramError(field);
    return minor;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw paramError(field, { rule: 'validation.amountInvalid' });
  }
}

/** PUT /api/ops/rates/{currency}: a new rate and fee (USD's rate stays 1); the old ones stay in the history. */
export async function setRate(tx: Tx, currency: string, input: SetRateRequest, { userId, now }: { userId: string; now: Date }): Promise<RateRow> {
  if (!RATE_CURRENCIES.includes(currency as (typeof RATE_CURRENCIES)[number])) throw new AppError(ERROR_CODES.CURRENCY_NOT_SUPPORTED, { currency });
  const rate = input.rate.trim().replace(',', '.');
  if (!isRateText(rate)) throw paramError('rate', { rule: 'validation.rateInvalid' });
  const rateScaled = toMinor(rate, RATE_DECIMALS);
  if (currency === 'USD' && rateScaled !== 10n ** BigInt(RATE_DECIMALS)) throw paramError('rate', { reason: 'USD_IS_ONE' });
  const percent = input.feePercent.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(percent) || toMinor(percent, 2) > 10_000n) throw paramError('feePercent', { rule: 'validation.feePercent' });
  const feeBp = Number(toMinor(percent, 2));
  const feeFixedMinor = amountMinor(input.feeFixed, currency, 'feeFixed');
  const feeMaxMinor = input.feeMax ? amountMinor(input.feeMax, currency, 'feeMax') : null;
  const values = { rateScaled, feeBp, feeFixedMinor, feeMaxMinor, updatedAt: now, updatedBy: userId };
  await tx
    .insert(exchangeRates)
    .values({ currency, ...values })
    .onConflictDoUpdate({ target: exchangeRates.currency, set: values });
  await tx.insert(exchangeRateHistory).values({ currency, rateScaled, feeBp, feeFixedMinor, feeMaxMinor, setAt: now, setBy: userId });
  const [row] = (await listRates(tx)).filter((item) => item.currency === currency);
  return row!;
}
