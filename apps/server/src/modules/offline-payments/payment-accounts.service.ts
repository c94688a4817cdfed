// A store's bank accounts for offline payment (spec section 3 "Offline bank transfer details",
// section 9: at most 10; 21017 beyond). Only the store's owner reads or changes them; buyers see
// them through the bank information of their order.
import { and, asc, count, eq } from 'drizzle-orm';
import { LIMITS, type PaymentType } from '@panel/domain/constants';
import { ERROR_CODES } from '@panel/domain/errors';
import type { PaymentAccount, PaymentAccountInput, PaymentAccountsResponse } from '@panel/domain/contract/orders';
import type { Db } from '../../db/client';
import { paymentAccounts, stores } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { AppError } from '../../errors';

type Row = typeof paymentAccounts.$inferSelect;
type CallerAt = { userId: string; now: Date };

/** Unknown, or another store's: the same answer, so ids of other stores tell nothing. */
const notFound = () => new AppError(ERROR_CODES.NOT_FOUND, { field: 'id' });

export const presentAccount = (row: Row): PaymentAccount => ({
  id: row.id,
  recipientBank: row.recipientBank,
  bankAddress: row.bankAddress,
  recipientName: row.recipientName,
  recipientAddress: row.recipientAddress,
  recipientAccount: row.recipientAccount,
  swiftCode: row.swiftCode,
  hongKongLocal: row.hongKongLocal,
  bankCode: row.bankCode,
  branchCode: row.branchCode,
});

/**
 * Bank and branch codes belong to Hong Kong local transfers: there both are needed (a local
 * transfer is routed by them), anywhere else either one is a param error.
 */
function assertCodes(input: PaymentAccountInput) {
  for (const field of ['bankCode', 'branchCode'] as const) {
    if (input.hongKongLocal && !input[field]) throw new AppError(ERROR_CODES.REQUIRED_FIELDS_MISSING, { field, rule: 'validation.required' });
    if (!input.hongKongLocal && input[field]) throw new AppError(ERROR_CODES.PARAM_ERROR, { field, reason: 'HONG_KONG_ONLY' });
  }
}

/** The caller's store row, locked: adds are counted under it, so two parallel adds cannot pass the limit together. */
async function lockOwnStore(tx: Tx, userId: string) {
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, userId)).for('no key update');
  // Every account gets its store at sign-up; a missing one is a broken invariant, not a user error.
  if (!store) throw new Error(`The account ${userId} has no store record`);
  return store;
}

/** A store's accounts, oldest first (the order the seller added them). */
export async function findStoreAccounts(db: Db, storeId: string): Promise<PaymentAccountsResponse> {
  const rows = await db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.storeId, storeId))
    .orderBy(asc(paymentAccounts.createdAt), asc(paymentAccounts.id));
  return rows.map(presentAccount);
}

/** Whether the store has an account to take offline payment into. */
export async function storeHasAccount(db: Db | Tx, storeId: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentAccounts.id }).from(paymentAccounts).where(eq(paymentAccounts.storeId, storeId)).limit(1);
  return row !== undefined;
}

/**
 * 140064 (naming `field`, reason NO_BANK_ACCOUNT) for offline transfer while the store has no bank
 * account: a buyer would order and find nowhere to send the money (21008).
 */
export async function checkOfflinePayable(db: Db | Tx, storeId: string, types: readonly PaymentType[], field: string) {
  if (types.includes('OFFLINE') && !(await storeHasAccount(db, storeId))) {
    throw new AppError(ERROR_CODES.PAYMENT_METHOD_UNAVAILABLE, { field, reason: 'NO_BANK_ACCOUNT' });
  }
}

/** GET /api/store/payment-accounts: the caller's store's accounts. */
export async function listMyAccounts(db: Db, { userId }: { userId: string }): Promise<PaymentAccountsResponse> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, userId));
  return store ? findStoreAccounts(db, store.id) : [];
}

/** Adds an account to the caller's store; the tenth is the last (21017). */
export async function addAccount(db: Db, input: PaymentAccountInput, { userId, now }: CallerAt): Promise<PaymentAccount> {
  assertCodes(input);
  return withTransaction(db, async (tx) => {
    const store = await lockOwnStore(tx, userId);
    const [{ accounts }] = await tx.select({ accounts: count() }).from(paymentAccounts).where(eq(paymentAccounts.storeId, store.id));
    if (accounts >= LIMITS.PAYMENT_ACCOUNTS_MAX) throw new AppError(ERROR_CODES.PAYMENT_ACCOUNTS_LIMIT, { max: LIMITS.PAYMENT_ACCOUNTS_MAX });
    const [row] = await tx
      .insert(paymentAccounts)
      .values({ ...input, storeId: store.id, createdAt: now, updatedAt: now })
      .returning();
    return presentAccount(row);
  });
}

/** The row of one of the caller's store's accounts, locked; 404 for any other id. */
async function lockMyAccount(tx: Tx, id: string, userId: string) {
  const store = await lockOwnStore(tx, userId);
  const [row] = await tx
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.id, id), eq(paymentAccounts.storeId, store.id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Replaces the fields of one of the caller's accounts. */
export async function updateAccount(db: Db, { id, ...input }: PaymentAccountInput & { id: string }, { userId, now }: CallerAt): Promise<PaymentAccount> {
  assertCodes(input);
  return withTransaction(db, async (tx) => {
    await lockMyAccount(tx, id, userId);
    const [row] = await tx
      .update(paymentAccounts)
      .set({ ...input, updatedAt: now })
      .where(eq(paymentAccounts.id, id))
      .returning();
    return presentAccount(row);
  });
}

/** Removes one of the caller's accounts; answers the accounts left. */
export async function deleteAccount(db: Db, { id }: { id: string }, { userId }: { userId: string }): Promise<PaymentAccountsResponse> {
  const storeId = await withTransaction(db, async (tx) => {
    const row = await lockMyAccount(tx, id, userId);
    await tx.delete(paymentAccounts).where(eq(paymentAccounts.id, id));
    return row.storeId;
  });
  return findStoreAccounts(db, storeId);
}
