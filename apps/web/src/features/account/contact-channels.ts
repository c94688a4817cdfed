// Where the account's own codes go (two-factor, payment password): its email or its phone.
import { CONTACT_CHANNELS, type ContactChannel, type SecurityInfoResponse } from '@panel/domain/contract/accounts';

/** The account's address on a channel, if it has one. */
export function addressOn(info: Pick<SecurityInfoResponse, 'email' | 'phone'>, channel: ContactChannel): string | null {
  return channel === 'EMAIL' ? info.email : info.phone;
}

/**
 * The channel a code is sent over: while two-factor is on, its own channel (turning it off is
 * confirmed there); else the chosen one if it has an address; else the first that has one.
 */
export function codeChannel(info: SecurityInfoResponse, chosen: ContactChannel | undefined): ContactChannel | undefined {
  if (info.twoFactorEnabled && info.twoFactorChannel && addressOn(info, info.twoFactorChannel)) return info.twoFactorChannel;
  if (chosen && addressOn(info, chosen)) return chosen;
  return CONTACT_CHANNELS.find((channel) => addressOn(info, channel));
}
