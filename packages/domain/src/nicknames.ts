// The nickname sign-up makes up when none is given, and how to tell it from one the user gave. A
// module of its own, with no schema library: the panel's Home reads it on its first screen.

/** The nickname a sign-up without one gets: the part of the email before "@", or "User" and the phone's last 4 digits. */
export const defaultNickname = ({ channel, value }: { channel: 'EMAIL' | 'PHONE'; value: string }) =>
  (channel === 'EMAIL' ? value.slice(0, value.indexOf('@')) : `User ${value.slice(-4)}`).slice(0, 30);

/** Whether `nickname` is the one sign-up made up from the account, not a name the user gave (the home greets by a given name only). */
export function isDefaultNickname(nickname: string, { email, phone }: { email: string | null; phone: string | null }): boolean {
  const made = [email ? defaultNickname({ channel: 'EMAIL', value: email }) : null, phone ? defaultNickname({ channel: 'PHONE', value: phone }) : null];
  return nickname.trim() === '' || made.includes(nickname);
}
