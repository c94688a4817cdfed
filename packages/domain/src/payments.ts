// Online and crypto payment rules shared by the server and the panel (spec sections 1, 5 and 9;
// design/payments.md "Providers", "Crypto"; design/domain.md "Orders"). A buyer picks a method and
// a currency; the amount to pay in that currency is the VCoin needed plus the fee, converted at the
// operator's rate. What arrives is converted to VCoin, less the fee, and credited to the buyer's
// wallet; the order is then paid in VCoin. Every amount is an integer of minor units.
import { CURRENCY_EXPONENTS, feeOf, toMinor, RATE_DECIMALS, type Currency, type Money } from './money';
import { toVcoin } from './wallet';

/** Online methods, each served by one provider and shown on its own screen. */
export const ONLINE_METHODS = ['CARD', 'PIX', 'BOLETO', 'TPAGA', 'EWALLET', 'PAYPAL', 'BANK_TRANSFER', 'PREPAID_CARD'] as const;

export const CRYPTO_METHOD = 'CRYPTO' as const;
export const PAYMENT_METHODS = [...ONLINE_METHODS, CRYPTO_METHOD] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The providers behind the methods; each has a clearing account per currency (CLEARING:<provider>:<currency>). */
export const PAYMENT_PROVIDERS = ['onerway', 'pix', 'boleto', 'tpaga', 'wallet', 'paypal', 'crypto'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

export const METHOD_PROVIDER: Readonly<Record<PaymentMethod, PaymentProviderId>> = {
  CARD: 'onerway',
  PIX: 'pix',
  BOLETO: 'boleto',
  TPAGA: 'tpaga',
  EWALLET: 'wallet',
  PAYPAL: 'paypal',
  BANK_TRANSFER: 'wallet',
  PREPAID_CARD: 'wallet',
  CRYPTO: 'crypto',
};

/** Crypto networks and tokens (design/payments.md "Crypto"). */
export const CRYPTO_CHAINS = ['TRC20', 'ERC20', 'BEP20', 'POLYGON', 'SOLANA'] as const;
export type CryptoChain = (typeof CRYPTO_CHAINS)[number];
export const CRYPTO_TOKENS = ['USDT', 'USDC'] as const;
export type CryptoToken = (typeof CRYPTO_TOKENS)[number];

/** On-chain decimals of a token: 6, except on BEP20 where both tokens have 18. */
export const tokenDecimals = (chain: CryptoChain, _token: CryptoToken): number => (chain === 'BEP20' ? 18 : 6);

/** Confirmations a transfer needs before it is credited. */
export const CONFIRMATIONS_REQUIRED: Readonly<Record<CryptoChain, number>> = { TRC20: 19, ERC20: 12, BEP20: 15, POLYGON: 30, SOLANA: 32 };

/** A crypto attempt waits this long for the transfer; its (address, amount) stays reserved for the grace period after. */
export const CRYPTO_EXPIRY_MINUTES = 20;
export const CRYPTO_GRACE_HOURS = 24;

/** The step by which an amount moves until its (address, amount) pair is free: 0.01 of the token. */
export const CRYPTO_AMOUNT_STEP = 10n ** BigInt(CURRENCY_EXPONENTS.USDT - 2);

/** The currencies each method takes. */
export const METHOD_CURRENCIES: Readonly<Record<PaymentMethod, readonly Currency[]>> = {
  CARD: ['USD', 'BRL', 'MXN', 'EUR'],
  PIX: ['BRL'],
  BOLETO: ['BRL'],
  TPAGA: ['COP'],
  EWALLET: ['USD', 'BRL', 'MXN'],
  PAYPAL: ['USD', 'EUR'],
  BANK_TRANSFER: ['BRL', 'MXN'],
  PREPAID_CARD: ['MXN', 'USD'],
  CRYPTO: ['USDT', 'USDC'],
};

/** Online payment limit per transaction (spec section 9): above it, 140068. */
export const PAYMENT_LIMITS: Readonly<Partial<Record<Currency, bigint>>> = { USD: 500_000n, BRL: 5_000_000n, MXN: 2_000_000n };

export const overPaymentLimit = (amount: Money): boolean => {
  const limit = PAYMENT_LIMITS[amount.currency];
  return limit !== undefined && amount.minor > limit;
};

// --- Billing fields ------------------------------------------------------------------------------

export const BILLING_FIELDS = [
  'firstName',
  'lastName',
  'idType',
  'idNumber',
  'email',
  'phoneCountry',
  'phoneArea',
  'phoneNumber',
  'zipCode',
  'street',
  'streetNumber',
  'neighbourhood',
  'city',
  'region',
  'cardNumber',
  'pin',
  'bank',
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];

/** What each method asks on our page (a card's number, expiry and security code are typed in the provider's frame, never here). */
export const METHOD_FIELDS: Readonly<Record<PaymentMethod, readonly BillingField[]>> = {
  CARD: [],
  PIX: ['firstName', 'lastName', 'idType', 'idNumber', 'email'],
  BOLETO: ['firstName', 'lastName', 'idType', 'idNumber', 'email', 'zipCode', 'street', 'streetNumber', 'neighbourhood', 'city', 'region'],
  TPAGA: ['firstName', 'lastName', 'email', 'phoneCountry', 'phoneArea', 'phoneNumber'],
  EWALLET: ['email'],
  PAYPAL: ['email'],
  BANK_TRANSFER: ['firstName', 'lastName', 'idType', 'idNumber', 'bank'],
  PREPAID_CARD: ['cardNumber', 'pin'],
  CRYPTO: [],
};

/** Identity documents and the lengths of their numbers (digits or letters, separators removed): 99995 outside them. */
export const ID_TYPES = { CPF: [11, 11], CNPJ: [14, 14], CURP: [18, 18], RFC: [12, 13], CC: [6, 10], NIT: [9, 10], PASSPORT: [6, 20] } as const;
export type IdType = keyof typeof ID_TYPES;
export const ID_TYPE_CODES = Object.keys(ID_TYPES) as IdType[];

/** The identity documents of the country a currency is paid from (BRL: Brazil's CPF and CNPJ, MXN: Mexico's RFC and CURP, COP: Colombia's CC and NIT); a passport elsewhere. */
const CURRENCY_ID_TYPES: Readonly<Record<string, readonly IdType[]>> = { BRL: ['CPF', 'CNPJ'], MXN: ['RFC', 'CURP'], COP: ['CC', 'NIT'] };

/** The documents a payer of `currency` is asked for: their country's, else a passport. */
export const idTypesFor = (currency: string | null): readonly IdType[] => (currency ? CURRENCY_ID_TYPES[currency] : undefined) ?? ['PASSPORT'];

/** Banks offered for an online bank transfer, per currency. */
export const TRANSFER_BANKS: Readonly<Record<string, readonly string[]>> = {
  BRL: ['Banco do Brasil', 'Bradesco', 'Itaú', 'Caixa', 'Santander'],
  MXN: ['BBVA México', 'Banorte', 'Santander México', 'Citibanamex'],
};

export const NAME_MIN = 1;
export const NAME_MAX = 30;

/** An ID number without its separators ('123.456.789-09' -> '12345678909'). */
export const idDigits = (value: string) => value.replace(/[\s.\-/]/g, '');

/** Whether an ID number fits its type's length (99995 otherwise). */
export function idNumberFits(type: IdType, value: string): boolean {
  const [min, max] = ID_TYPES[type];
  const bare = idDigits(value);
  return /^[0-9A-Za-z]+$/.test(bare) && bare.length >= min && bare.length <= max;
}

// --- Quote and settlement ------------------------------------------------------------------------

/** The operator's rule for a currency: the rate (units per USD) and the fee (percentage in basis points, fixed, maximum). */
export type CurrencyTerms = { rate: string; feeBp: number; feeFixedMinor: bigint; feeMaxMinor: bigint | null };

const feeIn = (currency: Currency, minor: bigint, terms: CurrencyTerms): bigint =>
  feeOf(
    { currency, minor },
    { bp: terms.feeBp, fixed: { currency, minor: terms.feeFixedMinor }, cap: terms.feeMaxMinor === null ? undefined : { currency, minor: terms.feeMaxMinor } },
  ).minor;

/** What `receivedMinor` of a currency becomes: the fee (in that currency) and the VCoin credited after it, and the gross in VCoin (for the ledger's three legs). */
export function settlementOf(currency: Currency, receivedMinor: bigint, terms: CurrencyTerms) {
  const feeMinor =
    receivedMinor > 0n
      ? (() => {
          const fee = feeIn(currency, receivedMinor, terms);
          return fee > receivedMinor ? receivedMinor : fee;
        })()
      : 0n;
  const grossVcoin = toVcoin({ currency, minor: receivedMinor }, terms.rate).minor;
  const netVcoin = toVcoin({ currency, minor: receivedMinor - feeMinor }, terms.rate).minor;
  return { feeMinor, grossVcoin, netVcoin, feeVcoin: grossVcoin - netVcoin };
}

/**
 * The smallest amount of `currency` that, once converted and less its fee, gives at least
 * `vcoinMinor` VCoin. Crypto amounts are rounded up to the step (0.01 of the token).
 */
export function amountForVcoin(currency: Currency, vcoinMinor: bigint, terms: CurrencyTerms): bigint {
  const scale = 10n ** BigInt(RATE_DECIMALS);
  const rateScaled = currency === 'USD' ? scale : toMinor(terms.rate, RATE_DECIMALS);
  const gap = CURRENCY_EXPONENTS[currency] - CURRENCY_EXPONENTS.VCOIN;
  // net in the currency: vcoin x rate, up to the currency's exponent, rounded up.
  const numerator = vcoinMinor * rateScaled * 10n ** BigInt(Math.max(0, gap));
  const denominator = scale * 10n ** BigInt(Math.max(0, -gap));
  let net = (numerator + denominator - 1n) / denominator;
  const step = currency === 'USDT' || currency === 'USDC' ? CRYPTO_AMOUNT_STEP : 1n;
  const up = (value: bigint) => ((value + step - 1n) / step) * step;
  while (toVcoin({ currency, minor: net }, terms.rate).minor < vcoinMinor) net += 1n;
  let gross = up(net + feeIn(currency, net, terms));
  // The fee grows with the amount: iterate gross = net + fee(gross) to its fixed point, then settle on the least that is enough.
  for (let i = 0; i < 64; i += 1) {
    const next = up(net + feeIn(currency, gross, terms));
    if (next <= gross) break;
    gross = next;
  }
  while (settlementOf(currency, gross, terms).netVcoin < vcoinMinor) gross += step;
  while (gross > step && settlementOf(currency, gross - step, terms).netVcoin >= vcoinMinor) gross -= step;
  return gross;
}

/** What the buyer sees before paying: the amount in the payment currency, the fee in it, and the VCoin it makes. */
export function quoteFor(currency: Currency, vcoinMinor: bigint, terms: CurrencyTerms) {
  const amountMinor = amountForVcoin(currency, vcoinMinor, terms);
  const settled = settlementOf(currency, amountMinor, terms);
  return { amountMinor, feeMinor: settled.feeMinor, vcoinMinor: settled.netVcoin };
}
