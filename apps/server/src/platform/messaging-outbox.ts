import { desc, eq, lt } from 'drizzle-orm';
import type { OutboxResponse } from '@panel/domain/contract/accounts';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';
import type { Clock } from './clock';
import type { MessageChannel, MessageLogger, MessageTransport } from './messaging';

/** What replaces a verification code in a stored message while the development outbox is off. */
export const WITHHELD_CODE = '[code withheld]';

/**
 * Stores every message in the outbox table, writes it to the log (recipient, purpose, code: no
 * message leaves the machine, so the log is where a person reads it), and forgets messages older
 * than the retention. The table keeps a message's verification code only while `keepCodes` is on
 * (DEV_OUTBOX, where /__dev/outbox serves it to the browser tests); otherwise the code in the text
 * is replaced by WITHHELD_CODE, so a copy or a read of the database gives no usable code.
 */
export function outboxTransport(
  db: Db,
  { clock, retentionHours, log, keepCodes = false }: { clock: Clock; retentionHours: number; log?: MessageLogger; keepCodes?: boolean },
): MessageTransport {
  return {
    kind: 'outbox',
    async send({ channel, to, subject, text, purpose, code }) {
      const now = clock.now();
      log?.info({ channel, to, purpose, code: code ?? text }, `${channel} kept in the outbox (not sent)`);
      const body = code && !keepCodes ? text.replaceAll(code, WITHHELD_CODE) : text;
      await db.insert(outboxMessages).values({ channel, recipient: to, subject, body, createdAt: now });
      await db.delete(outboxMessages).where(lt(outboxMessages.createdAt, new Date(now.getTime() - retentionHours * 3_600_000)));
    },
  };
}

/** The newest outbox messages, optionally only those to one address. */
export async function findOutboxMessages(db: Db, { to, limit = 50 }: { to?: string; limit?: number } = {}): Promise<OutboxResponse> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.recipient, to) : undefined)
    .orderBy(desc(outboxMessages.seq))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    // Only send() above writes the table, with a message's channel.
    channel: row.channel as MessageChannel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}
