// The sandbox adapter of the wallet provider (e-wallet and bank transfer approved on its page; a
// prepaid card checked with its PIN at once), which keeps its book in sandbox_payments and tells the
// server by a signed webhook (./book), and the refund of a local book (the wallet's, and tpaga's
// payment requests, ./tpaga, which sends none). The PIX code (the sandbox merchant's BR Code, as the
// simulated API Pix answers it: ./pix-api) and the boleto (a Banco do Brasil boleto due in 3 days)
// are what Onerway's local methods answer in the simulator (./onerway): openPixBook and openBoletoBook.
import { randomBytes } from 'node:crypto';
import { max, sql } from 'drizzle-orm';
import type { PaymentProviderId } from '@panel/domain/payments';
import { buildBoleto } from '@panel/domain/payment-formats/boleto';
import { buildPixCode } from '@panel/domain/payment-formats/pix';
import type { PaymentInstructions } from '@panel/domain/contract/payments';
import { sandboxPayments } from '../../db/schema';
import { sqlStateOf, withTransaction } from '../../db/transaction';
import type { CreatedPayment, CreatePaymentInput, PaymentProvider } from '../../modules/payments/provider-port';
import {
  amountText,
  bookById,
  bookByRef,
  cancelBook,
  changeBook,
  insertBook,
  newBook,
  parseLocalWebhook,
  providerStatusOf,
  queueBookEvent,
  randomAlnum,
  SandboxConflict,
  type BookRow,
} from './book';
import type { SandboxDeps } from './deps';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The sandbox merchant as its PIX codes name it (its key is the central bank manual's example key). */
export const PIX_MERCHANT = { key: '123e4567-e12b-12d1-a456-426655440000', name: 'VCOIN MARKET', city: 'SAO PAULO' } as const;
export const PIX_EXPIRY_MINUTES = 30;
/** Banco do Brasil, 7-digit agreement (convênio) and portfolio (carteira) 17: free field = 000000 + agreement + 10-digit sequence + portfolio. */
export const BOLETO_BANK = {
  code: '001',
  name: 'Banco do Brasil S.A.',
  agreement: '1234567',
  portfolio: '17',
  beneficiary: 'VCOIN MARKET LTDA',
  beneficiaryDocument: '12.345.678/0001-95',
} as const;
export const BOLETO_DUE_DAYS = 3;
/** The prepaid card PIN that pays in the sandbox; any other is refused by the issuer. */
export const PREPAID_CARD_PIN = '1234';

/** The PIX txid of an attempt: its id's letters and digits, upper case, at most 25. */
export const pixTxid = (attemptId: string) =>
  attemptId
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 25);

/** The date in São Paulo (UTC-3, no daylight saving since 2019) of an instant, as YYYY-MM-DD. */
const saoPauloDate = (at: Date) => new Date(at.getTime() - 3 * 60 * MINUTE).toISOString().slice(0, 10);

const created = (row: BookRow): CreatedPayment => ({
  providerRef: row.providerRef,
  instructions: row.details.instructions as PaymentInstructions,
  expiresAt: row.expiresAt ?? undefined,
});

function requireCurrency(provider: string, input: CreatePaymentInput, currencies: readonly string[]) {
  if (!currencies.includes(input.currency)) throw new RangeError(`The ${provider} sandbox takes ${currencies.join(', ')}, not ${input.currency}`);
  if (input.amountMinor <= 0n) throw new RangeError(`A ${provider} payment needs an amount above zero`);
}

/** Refunds a paid payment in its book; the local providers then send their REFUND webhook (tpaga sends none: its status says reverted). */
export async function refundBook(
  deps: SandboxDeps,
  row: BookRow,
  { amountMinor, refundId, reason }: { amountMinor: bigint; refundId: string; reason: string },
): Promise<{ refundRef: string }> {
  // The same refund asked again (a retried request) is the same refund, as a provider's idempotent refund call answers.
  const earlier = refundOf(row, refundId);
  if (earlier) return earlier;
  if (amountMinor <= 0n || amountMinor > row.paidMinor) throw new RangeError(`A refund of ${row.providerRef} must be above zero and at most what was paid`);
  const refundRef = `rf_${randomBytes(10).toString('hex')}`;
  try {
    await withTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const changed = await changeBook(tx, row, {
        from: ['PAID', 'PARTIAL'],
        to: 'REFUNDED',
        details: { refund: { refundRef, refundId, reason, amount: amountText(row.currency, amountMinor), at: now.toISOString() } },
        now,
      });
      if (changed.provider !== 'tpaga') await queueBookEvent(tx, deps, changed, { type: 'REFUND', amountMinor });
    });
  } catch (error) {
    // The same refund asked twice at once: the one that lost the race answers the other's refund.
    const twin = error instanceof SandboxConflict ? refundOf(await bookById(deps.db, row.id), refundId) : undefined;
    if (twin) return twin;
    throw error;
  }
  return { refundRef };
}

/** The refund a book holds under `refundId`, if any. */
function refundOf(row: BookRow | undefined, refundId: string): { refundRef: string } | undefined {
  const refund = (row?.details as { refund?: { refundRef: string; refundId: string } } | undefined)?.refund;
  return refund && refund.refundId === refundId ? { refundRef: refund.refundRef } : undefined;
}

/** What every local adapter shares: the signed JSON webhook, the status from the book, refunds and cancellation. */
function localProvider(deps: SandboxDeps, id: PaymentProviderId, createPayment: (input: CreatePaymentInput) => Promise<CreatedPayment>): PaymentProvider {
  const book = async (providerRef: string) => {
    const row = await bookByRef(deps.db, id, providerRef);
    if (!row) throw new RangeError(`The ${id} sandbox has no payment ${providerRef}`);
    return row;
  };
  return {
    id,
    environment: 'sandbox',
    createPayment,
    parseWebhook: (rawBody, headers) => parseLocalWebhook(deps, id, rawBody, headers),
    queryPayment: async (providerRef) => providerStatusOf(await book(providerRef), deps.clock.now()),
    refund: async ({ providerRef, amountMinor, reason, refundId }) => refundBook(deps, await book(providerRef), { amountMinor, refundId, reason }),
    cancel: async (providerRef) => cancelBook(deps, await book(providerRef)),
  };
}

// --- PIX: the simulated API Pix's (./pix-api), and Onerway's local method -------------------------

const payerName = (input: CreatePaymentInput) => [input.payer.firstName, input.payer.lastName].filter(Boolean).join(' ') || null;

/**
 * Opens a PIX charge in the book under `providerRef` (Onerway's local method): the dynamic BR Code
 * of the amount (its txid the attempt's), payable PIX_EXPIRY_MINUTES. `extra` joins the book's details.
 */
export async function openPixBook(deps: SandboxDeps, input: CreatePaymentInput, providerRef: string, extra: Record<string, unknown> = {}): Promise<BookRow> {
  const txid = pixTxid(input.attemptId);
  const brCode = buildPixCode({
    key: PIX_MERCHANT.key,
    merchantName: PIX_MERCHANT.name,
    merchantCity: PIX_MERCHANT.city,
    amount: amountText('BRL', input.amountMinor),
    txid,
    dynamic: true,
  });
  const instructions: PaymentInstructions = { kind: 'PIX', brCode };
  const expiresAt = new Date(input.now.getTime() + PIX_EXPIRY_MINUTES * MINUTE);
  return insertBook(deps, newBook('pix', input, providerRef, { details: { instructions, txid, payer: payerName(input), ...extra }, expiresAt }));
}

// --- Boleto ---------------------------------------------------------------------------------------

/** A payer's document number as the boleto prints it: three digits, the rest starred (a CPF shows `***.***.789-**`). */
export const maskedDocument = (value: string | undefined) => {
  const digits = (value ?? '').replace(/\W/g, '');
  if (digits.length < 8) return null;
  const shown = digits.slice(6, 9);
  return digits.length === 11 ? `***.***.${shown}-**` : `${'*'.repeat(6)}${shown}${'*'.repeat(digits.length - 9)}`;
};

/** The payer's name as the boleto prints it: the first name and the initials of the others. */
export const maskedName = (input: CreatePaymentInput) => {
  const [first, ...rest] = [input.payer.firstName, input.payer.lastName].filter(Boolean).join(' ').split(/\s+/).filter(Boolean);
  return first ? [first, ...rest.map((word) => `${word[0]!.toUpperCase()}.`)].join(' ') : null;
};

/** The secret part of a boleto document's address: the sequential "nosso número" alone opens nothing. */
export const boletoDocumentUrl = (publicUrl: string, ourNumber: string, token: string) => `${publicUrl}/sandbox/boleto/${ourNumber}/${token}`;

/**
 * Opens a boleto in the book: Banco do Brasil, due in BOLETO_DUE_DAYS (payable to the end of that
 * day in São Paulo), the next sequence number as its "nosso número" (the book's reference), and its
 * document page under an unguessable token. `extra` joins the book's details.
 */
export async function openBoletoBook(deps: SandboxDeps, input: CreatePaymentInput, extra: Record<string, unknown> = {}): Promise<BookRow> {
  requireCurrency('boleto', input, ['BRL']);
  const dueDate = saoPauloDate(new Date(input.now.getTime() + BOLETO_DUE_DAYS * DAY));
  // Payable until the end of the due date in São Paulo.
  const expiresAt = new Date(Date.parse(`${dueDate}T23:59:59-03:00`));
  const { payer } = input;
  for (let attempt = 0; ; attempt++) {
    const [last] = await deps.db
      .select({ sequence: max(sql<string>`(${sandboxPayments.details}->>'sequence')::bigint`) })
      .from(sandboxPayments)
      // Written out, not bound: the partial index (sandbox_payments_boleto_sequence_idx) is chosen by it.
      .where(sql`${sandboxPayments.provider} = 'boleto'`);
    const sequence = String(Number(last?.sequence ?? 0) + 1).padStart(10, '0');
    const ourNumber = BOLETO_BANK.agreement + sequence;
    const boleto = buildBoleto({
      bank: BOLETO_BANK.code,
      currency: '9',
      due: dueDate,
      amountMinor: input.amountMinor,
      freeField: `000000${ourNumber}${BOLETO_BANK.portfolio}`,
    });
    const documentToken = randomBytes(18).toString('base64url');
    const instructions: PaymentInstructions = { kind: 'BOLETO', ...boleto, dueDate, documentUrl: boletoDocumentUrl(deps.publicUrl, ourNumber, documentToken) };
    const details = {
      instructions,
      sequence: Number(sequence),
      documentToken,
      description: input.description,
      // Masked as printed: the first name, three digits of the document, the city (no street, number or postal code).
      payer: {
        name: maskedName(input),
        idType: payer.idType ?? null,
        document: maskedDocument(payer.idNumber),
        address: (payer.city && `${payer.city}${payer.region ? ` - ${payer.region}` : ''}`) || null,
      },
      ...extra,
    };
    try {
      return await insertBook(deps, newBook('boleto', input, ourNumber, { details, expiresAt }));
    } catch (error) {
      // Two boletos took the same sequence number at once: take the next one.
      if (sqlStateOf(error) !== '23505' || attempt >= 5) throw error;
    }
  }
}

// --- The wallet provider (e-wallet, bank transfer, prepaid card) ------------------------------------

const REF_PREFIX: Record<string, string> = { EWALLET: 'EW', BANK_TRANSFER: 'BT', PREPAID_CARD: 'PC' };

export function createWalletSandbox(deps: SandboxDeps): PaymentProvider {
  return localProvider(deps, 'wallet', async (input) => {
    const prefix = REF_PREFIX[input.method];
    if (!prefix) throw new RangeError(`The wallet sandbox does not take ${input.method}`);
    if (input.amountMinor <= 0n) throw new RangeError('A wallet payment needs an amount above zero');
    const ref = prefix + randomAlnum(18);
    if (input.method !== 'PREPAID_CARD') {
      const instructions: PaymentInstructions = { kind: 'REDIRECT', url: `${deps.publicUrl}/sandbox/approve/wallet/${ref}` };
      return created(
        await insertBook(
          deps,
          newBook('wallet', input, ref, {
            details: { instructions, bank: input.payer.bank ?? null, email: input.payer.email ?? null, description: input.description },
            expiresAt: input.expiresAt,
          }),
        ),
      );
    }
    // The issuer checks the card and its PIN at once; the answer still comes as a webhook. Only the last 4 digits are kept.
    const digits = (input.payer.cardNumber ?? '').replace(/[\s-]/g, '');
    const reason = !/^\d{16}$/.test(digits) ? 'invalid card number' : input.payer.pin === PREPAID_CARD_PIN ? null : 'incorrect PIN';
    const instructions: PaymentInstructions = { kind: 'PENDING' };
    return withTransaction(deps.db, async (tx) => {
      const values = newBook('wallet', input, ref, {
        details: { instructions, last4: /^\d{4,}$/.test(digits) ? digits.slice(-4) : null, description: input.description, ...(reason && { reason }) },
        expiresAt: input.expiresAt,
        status: reason ? 'FAILED' : 'PAID',
        paidMinor: reason ? 0n : input.amountMinor,
      });
      const [row] = await tx.insert(sandboxPayments).values(values).returning();
      await queueBookEvent(tx, deps, row!, reason ? { type: 'FAILED', amountMinor: 0n, reason } : { type: 'PAID', amountMinor: input.amountMinor });
      return created(row!);
    });
  });
}
