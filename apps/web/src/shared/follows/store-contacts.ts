// Where a store's public contact leads: a call, an email, its site, or its social profile.
import type { StoreContacts } from '@panel/domain/contract/stores';

export type ContactKind = keyof StoreContacts;
export const CONTACT_KINDS: readonly ContactKind[] = ['phone', 'email', 'website', 'telegram', 'facebook', 'instagram'];

const SOCIAL_BASE: Partial<Record<ContactKind, string>> = {
  telegram: 'https://t.me/',
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
};

/** The link of a contact, or undefined when it is plain text that leads nowhere sure. */
export function contactHref(kind: ContactKind, value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (kind === 'phone') return `tel:${text.replace(/[^\d+]/g, '')}`;
  if (kind === 'email') return `mailto:${text}`;
  if (/^https?:\/\//i.test(text)) return text;
  if (kind === 'website') return undefined;
  // A handle (@name or name) of a social network.
  const handle = text.replace(/^@/, '');
  const base = SOCIAL_BASE[kind];
  return base && /^[\w.]+$/.test(handle) ? `${base}${handle}` : undefined;
}
