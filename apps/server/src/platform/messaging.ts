// Email and SMS go through one interface. The embedded default keeps them in an outbox table
// (readable in development at GET /__dev/outbox); with SMTP_URL set, email goes out through
// nodemailer. SMS has no provider adapter yet, so it stays in the outbox in both cases.
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import { outboxTransport } from './messaging-outbox';
import { smtpTransport } from './messaging-smtp';

export type MessageChannel = 'email' | 'sms';

/** One message to one address: an email address, or a phone number as +digits. */
export type OutgoingMessage = { channel: MessageChannel; to: string; subject: string; text: string };

export type MessageTransport = {
  /** `outbox` while every message stays in the outbox table (the dev outbox route exists only then). */
  readonly kind: 'outbox' | 'smtp';
  /** Delivers the message or throws; callers turn a failure into 160009. */
  send(message: OutgoingMessage): Promise<void>;
};

type Logger = { warn(message: string): void; info(message: string): void };

/** The transport the configuration asks for, logging which one is in use. */
export function createMessageTransport(config: Config, deps: { db: Db; clock: Clock; log: Logger }): MessageTransport {
  const outbox = outboxTransport(deps.db, { clock: deps.clock, retentionHours: config.outboxRetentionHours });
  if (!config.smtpUrl) {
    deps.log.warn('Email and SMS are kept in the outbox table and readable at GET /__dev/outbox; set SMTP_URL to send email');
    return outbox;
  }
  deps.log.info('Email goes out through SMTP; SMS stays in the outbox table (no SMS provider is configured)');
  return smtpTransport({ url: config.smtpUrl, from: config.mailFrom, sms: outbox });
}
