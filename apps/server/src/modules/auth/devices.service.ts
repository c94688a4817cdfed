// Devices an account has proven itself on. A login from a fingerprint id the account has never
// passed a security check with is "unusual" (spec section 4), once the account has any. The owner
// sees their trusted devices and can forget one.
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TrustedDevicesResponse } from '@panel/domain/contract/accounts';
import { ERROR_CODES } from '@panel/domain/errors';
import type { Db } from '../../db/client';
import { userDevices } from '../../db/schema';
import { AppError } from '../../errors';

/** Fingerprint ids (fingerprint hash + finger UUID) are kept as SHA-256, like tokens. */
export const hashFingerprint = (fingerprintId: string) => createHash('sha256').update(fingerprintId).digest('hex');

/** How many devices the account has remembered. */
export async function countDevices(db: Db, userId: string): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(userDevices).where(eq(userDevices.userId, userId));
  return total;
}

/** Whether the account has remembered this fingerprint. */
export async function isKnownDevice(db: Db, userId: string, fingerprintHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.fingerprintHash, fingerprintHash)));
  return Boolean(row);
}

/** What the server saw of a device when it was trusted or used: its readable name (from the User-Agent) and network address. */
export type SeenDevice = { name: string | null; address: string | null };

/**
 * Remembers a fingerprint for the account (or marks it seen again): the address is the latest one,
 * the name the one it was first trusted with (a device trusted before names were kept takes its first).
 */
export async function rememberDevice(
  db: Db,
  { userId, fingerprintHash, deviceId, seen, now }: { userId: string; fingerprintHash: string; deviceId?: string | null; seen?: SeenDevice; now: Date },
) {
  const name = seen?.name ?? null;
  const address = seen?.address ?? null;
  await db
    .insert(userDevices)
    .values({ userId, fingerprintHash, deviceId: deviceId ?? null, name, address, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [userDevices.userId, userDevices.fingerprintHash],
      set: {
        lastSeenAt: now,
        deviceId: deviceId ?? null,
        name: sql`coalesce(${userDevices.name}, excluded.name)`,
        address: sql`coalesce(excluded.address, ${userDevices.address})`,
      },
    });
}

/**
 * Whether a password login must be held for the security alert: the account has remembered
 * devices and this login's fingerprint id is not one of them (or it sent none). An account with
 * no remembered device (seeded, or created before this check existed) logs in as before.
 */
export async function isUnusualLogin(db: Db, userId: string, fingerprintHash: string | undefined): Promise<boolean> {
  if ((await countDevices(db, userId)) === 0) return false;
  return !fingerprintHash || !(await isKnownDevice(db, userId, fingerprintHash));
}

/** GET /api-user/users/security/devices: the caller's remembered devices, the last used first; the one asking (by its deviceId header) is `current`. */
export async function findTrustedDevices(db: Db, { userId, deviceId }: { userId: string; deviceId?: string | null }): Promise<TrustedDevicesResponse> {
  const rows = await db.select().from(userDevices).where(eq(userDevices.userId, userId)).orderBy(desc(userDevices.lastSeenAt), asc(userDevices.id));
  return rows.map((row) => ({
    id: row.id,
    current: Boolean(deviceId) && row.deviceId === deviceId,
    deviceId: row.deviceId,
    name: row.name,
    address: row.address,
    addedAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastSeenAt.toISOString(),
  }));
}

/** DELETE /api-user/users/security/devices/{id}: forgets one of the caller's devices (another's, or none: 4001 on id); answers those left. */
export async function forgetTrustedDevice(
  db: Db,
  { id }: { id: string },
  caller: { userId: string; deviceId?: string | null },
): Promise<TrustedDevicesResponse> {
  const removed = await db
    .delete(userDevices)
    .where(and(eq(userDevices.id, id), eq(userDevices.userId, caller.userId)))
    .returning({ id: userDevices.id });
  if (removed.length === 0) throw new AppError(ERROR_CODES.PARAM_ERROR, { field: 'id' });
  return findTrustedDevices(db, caller);
}
