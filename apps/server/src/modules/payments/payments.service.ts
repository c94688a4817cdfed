// Starting an online or crypto payment (spec sections 1, 5, 7, 9; design/payments.md). The buyer
// picks a method and a currency; the quote converts the VCoin due at the operator's rate and adds
// the fee; pay/v2 opens an attempt (one live attempt per order or top-up: -5 for a second) and asks
// the method's provider for what the buyer's screen needs. Nothing here marks anything paid: only a
// verified provider event does (./settlement.ts).
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { CURRENCY_EXPONENTS, fromMinor, isCurrency, RATE_DECIMALS, roundDiv, toMinor, type Currency } from '@panel/domain/money';
import {
  CRYPTO_AMOUNT_STEP,
  CRYPTO_EXPIRY_MINUTES,
  CRYPTO_GRACE_HOURS,
  CRYPTO_TOKENS,
  ID_TYPES,
  idNumberFits,
  idTypesFor,
  METHOD_CURRENCIES,
  METHOD_FIELDS,
  METHOD_PROVIDER,
  NAME_MAX,
  NAME_MIN,
  ONLINE_METHODS,
  overPaymentLimit,
  PAYMENT_LIMITS,
  quoteFor,
  settlementOf,
  TRANSFER_BANKS,
  tokenDecimals,
  type CryptoChain,
  type CryptoToken,
  type CurrencyTerms,
  type IdType,
  type PaymentMethod,
  type PaymentProviderId,
} from '@panel/domain/payments';
import { LIVE_ATTEMPT_STATUSES } from '@panel/domain/contract/orders';
import { payByPassed } from '@panel/domain/orders';
import type { Billing, PaymentOptions, PaymentQuote, PayOnlineRequest } from '@panel/domain/contract/payments';
import { isRateText, vcoinMinor as vcoinOfText, vcoinText, VCOIN_AMOUNT_MAX } from '@panel/domain/wallet';
import type { Db } from '../../db/client';
import { cryptoSlots, cryptoTransfers, exchangeRates, orders, paymentAttempts, topUps } from '../../db/schema';
import { sqlStateOf, withTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../errors';
import { moveOrder } from '../orders/orders.public';
import { presentTopUp } from '../wallet/wallet.public';
import type { PaymentProviders } from './providers';
import type { PayerDetails } from './provider-port';
import { dueVcoinOf, isPayableOpen, loadPayable, payableIdOf, payableType, payerOf, referenceOf, type Payable, type PayableRef } from './payables';
import { readAttemptView, type Attempt } from './attempt-view';

/** How long a waiting attempt lasts, per method (crypto: CRYPTO_EXPIRY_MINUTES). */
const EXPIRY_MINUTES: Readonly<Record<PaymentMethod, number>> = {
  CARD: 30,
  PIX: 30,
  BOLETO: 3 * 24 * 60,
  TPAGA: 30,
  EWALLET: 30,
  PAYPAL: 30,
  BANK_TRANSFER: 60,
  PREPAID_CARD: 10,
  CRYPTO: CRYPTO_EXPIRY_MINUTES,
};

/** The attempt's kept terms: the quote's rate and fee rule and the VCoin due, as strings (jsonb). */
export type AttemptTerms = {
  rate: string;
  feeBp: number;
  feeFixedMinor: string;
  feeMaxMinor: string | null;
  dueVcoinMinor: string;
  chain?: CryptoChain;
  token?: CryptoToken;
  /** Crypto: what the reserved amount adds to the quote's (its 0.01 steps), so the payer is shown why the amount is a little more. */
  markMinor?: string;
};

export const termsOf = (attempt: Pick<Attempt, 'terms'>): CurrencyTerms & { dueVcoinMinor: bigint } => {
  const t = attempt.terms as unknown as AttemptTerms;
  return {
    rate: t.rate,
    feeBp: t.feeBp,
    feeFixedMinor: BigInt(t.feeFixedMinor),
    feeMaxMinor: t.feeMaxMinor === null ? null : BigInt(t.feeMaxMinor),
    dueVcoinMinor: BigInt(t.dueVcoinMinor),
  };
};

const rateText = (scaled: bigint) => fromMinor(scaled, RATE_DECIMALS).replace(/\.?0+$/, '');
const amountText = (minor: bigint, currency: string) => fromMinor(minor, isCurrency(currency) ? CURRENCY_EXPONENTS[currency] : 2);

/** The operator's rate and fee for a currency (140002 when it has none). */
export async function termsFor(db: Db | Tx, currency: string): Promise<CurrencyTerms & { rateScaled: bigint }> {
  const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.currency, currency));
  if (!row) throw new AppError(ERROR_CODES.CURRENCY_NOT_SUPPORTED, { field: 'currency', currency });
  return { rate: rateText(row.rateScaled), rateScaled: row.rateScaled, feeBp: row.feeBp, feeFixedMinor: row.feeFixedMinor, feeMaxMinor: row.feeMaxMinor };
}

/** The methods a payable takes: an ONLINE order or top-up the online ones, a CRYPTO one crypto. */
function methodsFor(payable: Payable, providers: PaymentProviders): readonly PaymentMethod[] {
  const type = payableType(payable);
  const methods = type === 'CRYPTO' ? (['CRYPTO'] as const) : type === 'ONLINE' ? ONLINE_METHODS : [];
  // A provider that is off (no adapter: PAYMENTS_SANDBOX off and no production adapter) offers nothing.
  return methods.filter((method) => providers.offers(METHOD_PROVIDER[method]));
}

/** 99992 without a method, 99991 without a currency, 140064 for a method the payable does not take, 140002 for a currency the method does not. */
function checkChoice(
  payable: Payable,
  providers: PaymentProviders,
  method: PaymentMethod | null | undefined,
  currency: string | null | undefined,
): { method: PaymentMethod; currency: Currency } {
  if (!method) throw new AppError(ERROR_CODES.PAYMENT_METHOD_REQUIRED, { field: 'method' });
  if (!currency) throw new AppError(ERROR_CODES.PAYMENT_CURRENCY_REQUIRED, { field: 'currency' });
  if (!methodsFor(payable, providers).includes(method)) throw new AppError(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, { field: 'method' });
  if (!isCurrency(currency) || !METHOD_CURRENCIES[method].includes(currency)) throw new AppError(ERROR_CODES.CURRENCY_NOT_SUPPORTED, { field: 'currency' });
  return { method, currency };
}

async function quoteOf(db: Db | Tx, payable: Payable, method: PaymentMethod, currency: Currency) {
  // One after the other: in a transaction both reads go to its one connection, which runs one
  // query at a time (node-postgres queues a second one sent meanwhile, and deprecates doing so).
  const due = await dueVcoinOf(db, payable);
  const terms = await termsFor(db, currency);
  const quote = quoteFor(currency, due.vcoinMinor, terms);
  return { due, terms, ...quote, method, currency };
}

const presentQuote = (q: Awaited<ReturnType<typeof quoteOf>>): PaymentQuote => ({
  method: q.method,
  currency: q.currency,
  amount: amountText(q.amountMinor, q.currency),
  fee: amountText(q.feeMinor, q.currency),
  feeMax: q.terms.feeMaxMinor === null ? null : amountText(q.terms.feeMaxMinor, q.currency),
  vcoin: vcoinText(q.vcoinMinor),
  rate: q.terms.rate,
  limit: PAYMENT_LIMITS[q.currency] === undefined ? null : amountText(PAYMENT_LIMITS[q.currency]!, q.currency),
});

/** The live attempt of a payable, if any. */
async function liveAttemptOf(db: Db | Tx, payable: Payable): Promise<Attempt | undefined> {
  const target = payable.kind === 'order' ? eq(paymentAttempts.orderId, payable.order.id) : eq(paymentAttempts.topUpId, payable.topUp.id);
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(target, inArray(paymentAttempts.status, [...LIVE_ATTEMPT_STATUSES]), sql`${paymentAttempts.provider} is not null`))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return row;
}

/** GET /api/payment/options. */
export async function paymentOptions(db: Db, ref: PayableRef, userId: string, providers: PaymentProviders): Promise<PaymentOptions> {
  const payable = await loadPayable(db, ref, userId);
  const [due, rates, live] = await Promise.all([
    dueVcoinOf(db, payable),
    db.select({ currency: exchangeRates.currency }).from(exchangeRates),
    liveAttemptOf(db, payable),
  ]);
  const rated = new Set(rates.map((row) => row.currency));
  const type = payableType(payable);
  return {
    orderId: payable.kind === 'order' ? payable.order.id : null,
    topUpId: payable.kind === 'topup' ? payable.topUp.id : null,
    reference: referenceOf(payable),
    amount: amountText(due.dueMinor, due.currency),
    currency: due.currency,
    vcoinDue: vcoinText(due.vcoinMinor),
    types: type ? [type] : [],
    methods: methodsFor(payable, providers).map((method) => ({
      method,
      currencies: METHOD_CURRENCIES[method].filter((currency) => rated.has(currency)),
      fields: [...METHOD_FIELDS[method]],
    })),
    crypto: { chains: [...providers.cryptoChains()], tokens: [...CRYPTO_TOKENS] },
    banks: Object.fromEntries(Object.entries(TRANSFER_BANKS).map(([currency, banks]) => [currency, [...banks]])),
    current: live ? await readAttemptView(db, live.id, userId, providers) : null,
    payBy: payable.kind === 'order' && isPayableOpen(payable) ? (payable.order.payBy?.toISOString() ?? null) : null,
  };
}

/** POST /api/payment/quote. */
export async function paymentQuote(
  db: Db,
  input: { orderId?: string | null; topUpId?: string | null; method?: PaymentMethod | null; currency?: string | null },
  userId: string,
  providers: PaymentProviders,
): Promise<PaymentQuote> {
  const payable = await loadPayable(db, input, userId);
  const { method, currency } = checkChoice(payable, providers, input.method, input.currency);
  const quote = await quoteOf(db, payable, method, currency);
  return presentQuote(quote);
}

// --- Billing ----------------------------------------------------------------------------------------

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (field: string) => new AppError(ERROR_CODES.PARAM_ERROR, { field: `billing.${field}`, reason: 'required' });

/** The billing fields the method asks, checked (99993 first name, 99994 last name, 4001 a document not of the currency's country, 99995 ID length, 99996 email); answers what goes to the provider. */
export function checkBilling(method: PaymentMethod, currency: string, billing: Billing): PayerDetails {
  const details: PayerDetails = {};
  for (const field of METHOD_FIELDS[method]) {
    if (field === 'phoneCountry' || field === 'phoneArea') continue;
    const value = field === 'phoneNumber' ? billing.phoneNumber?.trim() : billing[field]?.trim();
    if (!value) throw required(field);
    if (field === 'firstName' || field === 'lastName') {
      if (value.length < NAME_MIN || value.length > NAME_MAX)
        throw new AppError(field === 'firstName' ? ERROR_CODES.NAME_LENGTH : ERROR_CODES.NAME_LENGTH_ALT, { field: `billing.${field}` });
      details[field] = value;
    } else if (field === 'idNumber') {
      const type = billing.idType as IdType;
      if (!type || !(type in ID_TYPES)) throw required('idType');
      // A document of another country than the currency's (a CPF for an MXN payment) is refused like any other bad field.
      if (!idTypesFor(currency).includes(type)) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'billing.idType', reason: 'currency' });
      if (!idNumberFits(type, value)) throw new AppError(ERROR_CODES.ID_NUMBER_LENGTH, { field: 'billing.idNumber' });
      details.idNumber = value;
    } else if (field === 'email') {
      if (!EMAIL.test(value)) throw new AppError(ERROR_CODES.INVALID_EMAIL, { field: 'billing.email' });
      details.email = value;
    } else if (field === 'phoneNumber') {
      const country = billing.phoneCountry?.replace(/\D/g, '') ?? '';
      const area = billing.phoneArea?.replace(/\D/g, '') ?? '';
      const number = value.replace(/\D/g, '');
      if (!country) throw required('phoneCountry');
      if (!area) throw required('phoneArea');
      if (number.length < 6 || number.length > 12) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'billing.phoneNumber' });
      details.phone = `+${country} ${area} ${number}`;
    } else if (field === 'bank') {
      if (!TRANSFER_BANKS[currency]?.includes(value)) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'billing.bank' });
      details.bank = value;
    } else if (field === 'cardNumber') {
      if (!/^\d{12,19}$/.test(value.replace(/\s/g, ''))) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'billing.cardNumber' });
      details.cardNumber = value.replace(/\s/g, '');
    } else if (field === 'pin') {
      if (!/^\d{4,8}$/.test(value)) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'billing.pin' });
      details.pin = value;
    } else {
      details[field] = value;
    }
  }
  if (details.idNumber) details.idType = billing.idType!;
  return details;
}

/** What the attempt keeps of the billing: never a card number or a PIN (the last 4 digits of a card). */
function keptBilling(details: PayerDetails): Record<string, string> {
  const { cardNumber, pin: _pin, ...rest } = details;
  const kept: Record<string, string> = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as Record<string, string>;
  if (cardNumber) kept.cardLast4 = cardNumber.slice(-4);
  return kept;
}

// --- Starting a payment ------------------------------------------------------------------------------

/** Steps of CRYPTO_AMOUNT_STEP above the quote's amount that a crypto attempt may be asked to pay. */
const CRYPTO_AMOUNT_STEPS = 500;

/**
 * Reserves a free (chain, token, address, amount) pair: the quote's amount, stepped by 0.01 until one
 * of the chain's addresses has it free, found and taken in one statement (the lowest free step, the
 * first address). A pair freed early (its attempt ended with nothing seen) is taken last while its
 * grace would still run: money sent late to it then has the most time to find no new attempt there.
 * Two requests that pick the same pair at once: the second inserts nothing and looks again.
 */
async function reserveCryptoSlot(
  tx: Tx,
  providers: PaymentProviders,
  input: { attemptId: string; chain: CryptoChain; token: CryptoToken; amountMinor: bigint; reservedUntil: Date; now: Date },
): Promise<{ address: string; amountMinor: bigint }> {
  const addresses = providers.depositAddresses(input.chain);
  const samePair = (alias: string) =>
    sql`${sql.raw(alias)}.chain = ${input.chain} and ${sql.raw(alias)}.token = ${input.token} and ${sql.raw(alias)}.address = c.address and ${sql.raw(alias)}.amount_minor = c.amount_minor`;
  for (let round = 0; round < 3 && addresses.length; round++) {
    const result = await tx.execute(sql`
      insert into ${cryptoSlots} (attempt_id, chain, token, address, amount_minor, reserved_until)
      select ${input.attemptId}::uuid, ${input.chain}, ${input.token}, c.address, c.amount_minor, ${input.reservedUntil.toISOString()}::timestamptz
      from (
        select a.address, a.n, s.step, ${String(input.amountMinor)}::bigint + s.step * ${String(CRYPTO_AMOUNT_STEP)}::bigint as amount_minor
        from unnest(array[${sql.join(
          addresses.map((address) => sql`${address}`),
          sql`, `,
        )}]::text[]) with ordinality as a(address, n)
        cross join generate_series(0, ${CRYPTO_AMOUNT_STEPS - 1}) as s(step)
      ) c
      where not exists (select 1 from ${cryptoSlots} x where ${samePair('x')} and x.released_at is null)
      order by exists (select 1 from ${cryptoSlots} r where ${samePair('r')} and r.released_at is not null and r.reserved_until > ${input.now.toISOString()}::timestamptz), c.step, c.n
      limit 1
      on conflict do nothing
      returning address, amount_minor::text as amount_minor`);
    const [row] = (result as unknown as { rows: { address: string; amount_minor: string }[] }).rows;
    if (row) return { address: row.address, amountMinor: BigInt(row.amount_minor) };
  }
  throw new AppError(ERROR_CODES.INTERNAL_RETRY_LATER, { reason: 'no free crypto amount' });
}

/**
 * Crypto attempts a user may have live at once (each holds a pair for its time): 140029 past `max`.
 * Counted under a lock per user, so attempts opened at once cannot all pass the count.
 */
async function checkCryptoAttemptCap(tx: Tx, userId: string, max: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`crypto-attempts:${userId}`}, 0))`);
  const result = await tx.execute(sql`
    select count(*)::int as live from ${paymentAttempts} a
    left join ${orders} o on o.id = a.order_id
    left join ${topUps} t on t.id = a.top_up_id
    where a.type = 'CRYPTO' and a.status in (${sql.join(
      LIVE_ATTEMPT_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}) and coalesce(o.buyer_id, t.user_id) = ${userId}::uuid`);
  if (Number((result as unknown as { rows: { live: number }[] }).rows[0]?.live ?? 0) >= max)
    throw new AppError(ERROR_CODES.OPERATION_TOO_FREQUENT, { reason: 'CRYPTO_ATTEMPTS', max });
}

/** Frees the pair of a crypto attempt that ended with nothing seen on the chain for it (cancelled, expired, failed): another buyer may take it. */
async function releaseUnseenPair(tx: Tx, attemptId: string, now: Date) {
  await tx
    .update(cryptoSlots)
    .set({ releasedAt: now })
    .where(
      and(
        eq(cryptoSlots.attemptId, attemptId),
        isNull(cryptoSlots.releasedAt),
        sql`not exists (select 1 from ${cryptoTransfers} where ${cryptoTransfers.attemptId} = ${attemptId}::uuid)`,
      ),
    );
}

/** When an attempt ends: an unpaid order's by its pay-by at the latest (a 3-day Boleto, a provider's later date), so the sweep then finds it unpaid. */
const attemptEnd = (payable: Payable, end: Date) =>
  payable.kind === 'order' && payable.order.paidMinor === 0n && payable.order.payBy < end ? payable.order.payBy : end;

export type StartInput = Omit<PayOnlineRequest, 'billing'> & { billing: Billing };

/**
 * The transaction of POST /api/order/payment/pay/v2 (inside the caller's idempotent transaction):
 * locks the payable, checks the choice, the billing, the rate (150043) and the limit (140068), and
 * opens the attempt (the order moves to PAYING). The same method and currency while an attempt runs
 * answers that attempt (the buyer came back to it); another answers -5. Answers the attempt id: the
 * provider is asked afterwards, outside the transaction (requestProviderPayment, with the payer's
 * details from the request: card numbers and PINs never reach the database).
 */
export async function openAttempt(
  tx: Tx,
  input: StartInput,
  { userId, now, providers, cryptoMaxLive = 5 }: { userId: string; now: Date; providers: PaymentProviders; cryptoMaxLive?: number },
): Promise<{ attemptId: string }> {
  const payable = await loadPayable(tx, input, userId, { lock: true });
  if (!isPayableOpen(payable)) {
    throw payable.kind === 'order'
      ? new AppError(ERROR_CODES.ILLEGAL_ORDER_STATE, { from: payable.order.status, to: 'PAYING' })
      : new AppError(ERROR_CODES.OPERATION_DENIED, { status: payable.topUp.status });
  }
  // Past its pay-by with nothing paid, an order takes no new attempt: it waits for the sweep.
  if (payable.kind === 'order' && payByPassed(payable.order, now))
    throw new AppError(ERROR_CODES.ILLEGAL_ORDER_STATE, { from: payable.order.status, to: 'PAYING', payBy: payable.order.payBy.toISOString() });
  const { method, currency } = checkChoice(payable, providers, input.method ?? null, input.currency ?? null);
  const rate = input.rate.trim().replace(',', '.');
  if (!isRateText(rate)) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'rate' });
  const chain = method === 'CRYPTO' ? input.chain : undefined;
  if (method === 'CRYPTO' && !chain) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'chain' });
  // A chain the crypto provider does not watch (a live watcher of some EVM chains only) is not offered.
  if (chain && !providers.cryptoChains().includes(chain)) throw new AppError(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, { field: 'chain' });
  const live = await liveAttemptOf(tx, payable);
  if (live) {
    const same = live.method === method && live.currency === currency && (!chain || (live.terms as AttemptTerms | null)?.chain === chain);
    if (same) return { attemptId: live.id };
    throw new AppError(ERROR_CODES.PROCESS_ALREADY_STARTED, { attemptId: live.id });
  }
  if (chain) await checkCryptoAttemptCap(tx, userId, cryptoMaxLive);
  const billing = checkBilling(method, currency, input.billing);
  const quote = await quoteOf(tx, payable, method, currency);
  if (toMinor(rate, RATE_DECIMALS) !== quote.terms.rateScaled) throw new AppError(ERROR_CODES.EXCHANGE_RATE_CHANGED, { rate: quote.terms.rate });
  if (overPaymentLimit({ currency, minor: quote.amountMinor }))
    throw new AppError(ERROR_CODES.OVER_PAYMENT_LIMIT, { limit: amountText(PAYMENT_LIMITS[currency]!, currency) });

  const expiresAt = attemptEnd(payable, new Date(now.getTime() + EXPIRY_MINUTES[method] * 60_000));
  const provider = METHOD_PROVIDER[method];
  const terms: AttemptTerms = {
    rate: quote.terms.rate,
    feeBp: quote.terms.feeBp,
    feeFixedMinor: String(quote.terms.feeFixedMinor),
    feeMaxMinor: quote.terms.feeMaxMinor === null ? null : String(quote.terms.feeMaxMinor),
    dueVcoinMinor: String(quote.due.vcoinMinor),
    ...(chain ? { chain, token: currency as CryptoToken } : {}),
  };
  // Order currency -> payment currency, scaled by 1e8 (both rates are units per USD).
  const scale = 10n ** BigInt(RATE_DECIMALS);
  const orderRate = quote.due.currency === 'VCOIN' || quote.due.currency === 'USD' ? scale : (await termsFor(tx, quote.due.currency)).rateScaled;
  const rateScaled = roundDiv(quote.terms.rateScaled * scale, orderRate);
  let inserted: Attempt;
  try {
    [inserted] = (await withTransaction(tx, (inner) =>
      inner
        .insert(paymentAttempts)
        .values({
          orderId: payable.kind === 'order' ? payable.order.id : null,
          topUpId: payable.kind === 'topup' ? payable.topUp.id : null,
          type: method === 'CRYPTO' ? 'CRYPTO' : 'ONLINE',
          method,
          currency,
          amountMinor: quote.amountMinor,
          feeMinor: quote.feeMinor,
          vcoinMinor: quote.vcoinMinor,
          rateScaled,
          provider,
          terms,
          billing: keptBilling(billing),
          instructions: { kind: 'PENDING' },
          expiresAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    )) as [Attempt];
  } catch (error) {
    // Another request opened a live attempt for it at the same moment.
    if (sqlStateOf(error) === '23505') throw new AppError(ERROR_CODES.PROCESS_ALREADY_STARTED);
    throw error;
  }
  if (chain) {
    const token = currency as CryptoToken;
    const slot = await reserveCryptoSlot(tx, providers, {
      attemptId: inserted.id,
      chain,
      token,
      amountMinor: quote.amountMinor,
      reservedUntil: new Date(expiresAt.getTime() + CRYPTO_GRACE_HOURS * 3_600_000),
      now,
    });
    const settled = settlementOf(currency, slot.amountMinor, termsOf({ terms: inserted.terms }));
    const instructions = {
      kind: 'CRYPTO',
      chain,
      token,
      address: slot.address,
      amount: fromMinor(slot.amountMinor / CRYPTO_AMOUNT_STEP, 2),
      decimals: tokenDecimals(chain, token),
      confirmationsRequired: providers.confirmationsRequired(chain),
    };
    await tx
      .update(paymentAttempts)
      .set({
        amountMinor: slot.amountMinor,
        feeMinor: settled.feeMinor,
        vcoinMinor: settled.netVcoin,
        instructions,
        terms: { ...terms, markMinor: String(slot.amountMinor - quote.amountMinor) },
      })
      .where(eq(paymentAttempts.id, inserted.id));
  }
  if (payable.kind === 'order' && payable.order.status !== 'PAYING') {
    await moveOrder(tx, payable.order, 'PAYING', {
      actor: 'BUYER',
      userId,
      reason: payable.order.status === 'PAYMENTFAILED' ? 'RETRY' : 'PAYMENT_STARTED',
      note: method,
      now,
    });
  }
  return { attemptId: inserted.id };
}

/**
 * Asks the attempt's provider for the payment (outside any transaction: a real provider is a network
 * call). Once per attempt: the attempt is claimed by a placeholder reference first, so a retried
 * request never creates two payments. A provider failure ends the attempt FAILED with PROVIDER_ERROR
 * (the order may be paid another way) and answers what the provider said, for the log.
 */
export async function requestProviderPayment(
  db: Db,
  attemptId: string,
  { payer, providers, now, publicUrl }: { payer?: PayerDetails; providers: PaymentProviders; now: Date; publicUrl: string },
): Promise<{ refused?: string }> {
  const [claimed] = await db
    .update(paymentAttempts)
    .set({ providerRef: sql`'pending:' || ${paymentAttempts.id}::text`, updatedAt: now })
    .where(and(eq(paymentAttempts.id, attemptId), isNull(paymentAttempts.providerRef), eq(paymentAttempts.status, 'WAITING')))
    .returning();
  if (!claimed) return {};
  const attempt = claimed;
  const payable = await loadPayable(db, { orderId: attempt.orderId, topUpId: attempt.topUpId }, null);
  const terms = attempt.terms as unknown as AttemptTerms;
  const crypto =
    attempt.method === 'CRYPTO'
      ? { chain: terms.chain!, token: terms.token!, address: String((attempt.instructions as { address: string }).address) }
      : undefined;
  const payableId = payableIdOf(payable);
  const back = payable.kind === 'order' ? `/payment/online/${payableId}` : `/payment/online/${payableId}?topUp=1`;
  try {
    const created = await providers.get(attempt.provider as never).createPayment({
      attemptId,
      method: attempt.method as PaymentMethod,
      currency: attempt.currency,
      amountMinor: attempt.amountMinor,
      description: referenceOf(payable),
      payer: payer ?? ((attempt.billing ?? {}) as PayerDetails),
      notifyUrl: `${publicUrl}/api/payment/webhook/${attempt.provider}`,
      returnUrl: `${publicUrl}${back}`,
      expiresAt: attempt.expiresAt!,
      crypto,
      now,
    });
    await db
      .update(paymentAttempts)
      .set({
        providerRef: created.providerRef,
        instructions: created.instructions as Record<string, unknown>,
        expiresAt: attemptEnd(payable, created.expiresAt ?? attempt.expiresAt!),
        updatedAt: now,
      })
      .where(eq(paymentAttempts.id, attemptId));
    return {};
  } catch (error) {
    await withTransaction(db, async (tx) => {
      const [failed] = await tx
        .update(paymentAttempts)
        .set({ status: 'FAILED', failure: 'PROVIDER_ERROR', providerRef: null, updatedAt: now })
        .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'WAITING')))
        .returning();
      if (failed) await afterAttemptEnded(tx, failed, { now, failed: true });
    });
    return { refused: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether a payment attempt was opened with this reference at this provider (one index read). */
export async function paymentOpened(db: Db, provider: PaymentProviderId, providerRef: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerRef, providerRef)))
    .limit(1);
  return row !== undefined;
}

/**
 * After an attempt ended without paying (FAILED, EXPIRED, CANCELLED): a PAYING order whose live
 * attempt this was goes to PAYMENTFAILED (a failure: the buyer may try again) or back to
 * WAITINGPAYMENT. A crypto pair with nothing seen on the chain is freed; one with a transfer seen stays
 * reserved for its grace period.
 */
export async function afterAttemptEnded(tx: Tx, attempt: Attempt, { now, failed }: { now: Date; failed: boolean }) {
  if (attempt.method === 'CRYPTO') await releaseUnseenPair(tx, attempt.id, now);
  if (!attempt.orderId) return;
  const payable = await loadPayable(tx, { orderId: attempt.orderId }, null, { lock: true });
  if (payable.kind !== 'order' || payable.order.status !== 'PAYING') return;
  if (await liveAttemptOf(tx, payable)) return;
  // The buyer ended it only by cancelling; a failure or an expiry is the system's doing.
  const byBuyer = attempt.status === 'CANCELLED';
  await moveOrder(tx, payable.order, failed ? 'PAYMENTFAILED' : 'WAITINGPAYMENT', {
    actor: byBuyer ? 'BUYER' : 'SYSTEM',
    userId: byBuyer ? payerOf(payable) : null,
    reason: 'PAYMENT_FAILED',
    note: attempt.failure ?? attempt.status,
    now,
  });
}

/** POST /api/payment/attempt/{id}/cancel: the buyer gives up a waiting attempt; money that still arrives on it is credited to their wallet. */
export async function cancelAttempt(
  tx: Tx,
  attemptId: string,
  { userId, now }: { userId: string; now: Date },
): Promise<{ attemptId: string; providerRef: string | null }> {
  const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
  if (!attempt || !attempt.provider) throw new AppError(ERROR_CODES.ORDER_ACCESS_DENIED);
  await loadPayable(tx, { orderId: attempt.orderId, topUpId: attempt.topUpId }, userId);
  if (attempt.status !== 'WAITING') throw new AppError(ERROR_CODES.OPERATION_DENIED, { status: attempt.status });
  const [cancelled] = await tx.update(paymentAttempts).set({ status: 'CANCELLED', updatedAt: now }).where(eq(paymentAttempts.id, attemptId)).returning();
  await afterAttemptEnded(tx, cancelled!, { now, failed: false });
  return { attemptId, providerRef: attempt.providerRef?.startsWith('pending:') ? null : attempt.providerRef };
}

/** POST /api/vcoin/purchase: a VCoin purchase paid online or with crypto (a top-up with its own reference, waiting for its payment). */
export async function createVcoinPurchase(tx: Tx, input: { amount: string; channel: 'ONLINE' | 'CRYPTO' }, { userId, now }: { userId: string; now: Date }) {
  const amountMinor = vcoinOfText(input.amount);
  if (amountMinor === undefined || amountMinor <= 0n || amountMinor > vcoinOfText(VCOIN_AMOUNT_MAX)!)
    throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'amount' });
  const reference = sql<string>`'VC' || to_char(${now.toISOString()}::timestamptz at time zone 'UTC', 'YYYYMMDD') || lpad(nextval('top_up_no_seq')::text, 6, '0')`;
  const [row] = await tx
    .insert(topUps)
    .values({ reference, userId, amountMinor, channel: input.channel, status: 'WAITING_PAYMENT', createdAt: now })
    .returning();
  return presentTopUp(row!);
}
