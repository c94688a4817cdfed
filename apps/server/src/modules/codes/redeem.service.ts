// The public redeem page (no panel login): an end client enters a code and the account or device it
// is for. Tries are counted per source address before the code is looked at (its own rate limit:
// REDEEM_MAX_TRIES in 15 minutes), so codes cannot be guessed at speed. The code is found by its
// keyed hash and locked; the provider platform applies the card; the code becomes ACTIVATED and
// its unit too, in one transaction. A used code is 20005, a locked one 4050. A device licence binds
// its device to the device secret the first redemption answers; later ones must give it
// (provider-platform.ts, docs/decisions/021-device-secret.md).
import { eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { codesTyped, displayCode, looksLikeCode } from '@panel/domain/codes';
import type { RedeemResponse } from '@panel/domain/contract/codes';
import type { Db } from '../../db/client';
import { activationCodes, cardUnits, cards } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import type { ProviderPlatform } from '../../platform/provider-platform';
import { tooFrequent } from '../auth/auth.public';
import { takeAttempt } from '../../platform/rate-limit';
import type { CodeVault } from './code-vault';

const unknownCode = () => new AppError(ERROR_CODES.PARAM_ERROR, { field: 'code', reason: 'UNKNOWN' });

export async function redeemCode(
  db: Db,
  deps: { vault: CodeVault; platform: ProviderPlatform },
  input: { code: string; target?: string | null; deviceSecret?: string | null },
  { ip, now, maxTries }: { ip: string; now: Date; maxTries: number },
): Promise<RedeemResponse> {
  const rule = { max: maxTries, windowMinutes: 15, blockMinutes: 15 };
  const attempt = await takeAttempt(db, `redeem:ip:${ip}`, rule, now);
  if (!attempt.allowed) throw tooFrequent(attempt.waitMinutes * 60_000);
  if (!looksLikeCode(input.code)) throw unknownCode();
  const target = input.target?.trim() || null;
  const lookups = codesTyped(input.code).map((code) => deps.vault.lookup(code));
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ code: activationCodes, card: cards })
      .from(activationCodes)
      .innerJoin(cards, eq(cards.id, activationCodes.cardId))
      // As typed, else with its look-alikes read as digits (an O typed for a 0): the code as typed wins.
      .where(inArray(activationCodes.lookup, lookups))
      .orderBy(sql`${activationCodes.lookup} = ${lookups[0]} desc`)
      .limit(1)
      .for('update', { of: activationCodes });
    if (!row) throw unknownCode();
    if (row.code.status === 'ACTIVATED') throw new AppError(ERROR_CODES.CODE_ALREADY_USED, { field: 'code' });
    if (row.code.status === 'LOCKED') throw new AppError(ERROR_CODES.OPERATION_DENIED, { field: 'code', reason: 'LOCKED' });
    const outcome = await deps.platform.apply(tx, row.card, { account: row.code.account, target, now, deviceSecret: input.deviceSecret?.trim() || null });
    await tx.update(activationCodes).set({ status: 'ACTIVATED', account: outcome.target, activatedAt: now }).where(eq(activationCodes.id, row.code.id));
    await tx.update(cardUnits).set({ status: 'ACTIVATED' }).where(eq(cardUnits.id, row.code.unitId));
    return {
      cardType: row.card.type,
      cardName: row.card.name,
      brand: row.card.brand,
      target: outcome.target,
      expiresAt: outcome.expiresAt?.toISOString() ?? null,
      credit: outcome.credit,
      sessions: outcome.sessions,
      deviceSecret: outcome.deviceSecret ? displayCode(outcome.deviceSecret) : null,
    };
  });
}
