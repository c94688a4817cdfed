// The login's image captcha, bound to the captcha client id the panel keeps on the device
// (GET /api-auth/validate/code/{clientID}). Only a hash of the answer is stored; each image is
// good for one try and a few minutes.
import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { ERROR_CODES } from '@panel/domain/errors';
import { upperStrip } from '@panel/domain/validation';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { AppError } from '../../errors';
import { drawCaptcha } from './captcha-image';

export const CAPTCHA_MINUTES = 5;
/** Characters that read unambiguously in the captcha's line font. */
const CHARS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const answerHash = (clientId: string, answer: string) =>
  createHash('sha256')
    .update(`${clientId}:${upperStrip(answer)}`)
    .digest('hex');

/** A new captcha image (SVG, the characters drawn as paths) for the client id; it replaces the previous one. */
export async function createCaptcha(db: Db, { clientId, now }: { clientId: string; now: Date }): Promise<string> {
  const { text, svg } = drawCaptcha({ size: 4, chars: CHARS });
  const expiresAt = new Date(now.getTime() + CAPTCHA_MINUTES * 60_000);
  await db
    .insert(captchas)
    .values({ clientId, answerHash: answerHash(clientId, text), expiresAt, createdAt: now })
    .onConflictDoUpdate({ target: captchas.clientId, set: { answerHash: answerHash(clientId, text), expiresAt, createdAt: now } });
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  return svg;
}

/**
 * Checks and uses up the captcha of a client id: 150001 when none was sent, 710010 when there
 * is no live image for it, 710011 when the answer is wrong. Every failure says
 * `captchaRequired` so the panel shows (and reloads) the image.
 */
export async function checkCaptcha(db: Db, { clientId, answer, now }: { clientId?: string; answer?: string; now: Date }) {
  if (!clientId || !answer?.trim()) throw new AppError(ERROR_CODES.REQUIRED_FIELDS_MISSING, { field: 'captcha', captchaRequired: true });
  const [row] = await db.delete(captchas).where(eq(captchas.clientId, clientId)).returning();
  if (!row || row.expiresAt <= now) throw new AppError(ERROR_CODES.CODE_EXPIRED, { field: 'captcha', captchaRequired: true });
  if (row.answerHash !== answerHash(clientId, answer)) throw new AppError(ERROR_CODES.WRONG_CODE, { field: 'captcha', captchaRequired: true });
}
