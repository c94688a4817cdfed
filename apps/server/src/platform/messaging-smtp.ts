import nodemailer from 'nodemailer';
import type { MessageTransport } from './messaging';

// Short time-outs unless the URL sets its own: the caller waits for its answer, and a dead
// server should be a 160009, not a hang.
const TIMEOUTS = { connectionTimeout: '5000', greetingTimeout: '5000', socketTimeout: '10000' };

/** The SMTP URL with the default time-outs added as query parameters (nodemailer reads them from there). */
export function withSmtpTimeouts(url: string): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(TIMEOUTS)) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  }
  return parsed.toString();
}

/** Sends email through an SMTP server (a nodemailer URL). */
export function smtpTransport({ url, from }: { url: string; from: string }): MessageTransport {
  const transporter = nodemailer.createTransport(withSmtpTimeouts(url));
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
