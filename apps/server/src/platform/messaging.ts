// Email and SMS go through one interface. Without providers, every message is kept in the outbox
// table and written to the server log (recipient, purpose, code), so a person trying the product
// reads codes in the terminal. SMTP_URL sends email through nodemailer; SMS_GATEWAY_URL sends SMS
// through an HTTP gateway. The outbox is readable over HTTP only when DEV_OUTBOX is on, and only
// from loopback (accounts.routes.ts); the table keeps the codes themselves only then.
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import { outboxTransport } from './messaging-outbox';
import { smsGatewayTransport } from './messaging-sms';
import { smtpTransport } from './messaging-smtp';

export type MessageChannel = 'email' | 'sms';

/** One message to one address: an email address, or a phone number as +digits. */
export type OutgoingMessage = {
  channel: MessageChannel;
  to: string;
  subject: string;
  text: string;
  /** What the message is for (a code purpose), for the log. */
  purpose?: string;
  /** The verification code it carries, written to the log only while the outbox keeps the message. */
  code?: string;
};

export type MessageTransport = {
  /** `outbox` while messages stay in the outbox table; `provider` when every channel has a real provider. */
  readonly kind: 'outbox' | 'smtp' | 'provider';
  /** Delivers the message or throws; callers turn a failure into 160009. */
  send(message: OutgoingMessage): Promise<void>;
};

export type MessageLogger = { warn(message: string): void; info(obj: object, message?: string): void };

/** The transport the configuration asks for, one per channel, logging which one is in use. */
export function createMessageTransport(config: Config, deps: { db: Db; clock: Clock; log: MessageLogger }): MessageTransport {
  const outbox = outboxTransport(deps.db, { clock: deps.clock, retentionHours: config.outboxRetentionHours, log: deps.log, keepCodes: config.devOutbox });
  const sms = config.smsGatewayUrl ? smsGatewayTransport({ url: config.smsGatewayUrl }) : outbox;
  const email = config.smtpUrl ? smtpTransport({ url: config.smtpUrl, from: config.mailFrom }) : outbox;
  if (!config.smtpUrl) deps.log.warn('No SMTP_URL: emails are not sent; each one is written to this log and kept in the outbox table');
  if (!config.smsGatewayUrl) deps.log.warn('No SMS_GATEWAY_URL: SMS are not sent; each one is written to this log and kept in the outbox table');
  const kind = !config.smtpUrl ? 'outbox' : config.smsGatewayUrl ? 'provider' : 'smtp';
  return { kind, send: (message) => (message.channel === 'sms' ? sms : email).send(message) };
}
