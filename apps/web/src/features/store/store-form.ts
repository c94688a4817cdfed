// The store settings form: its values, and their check with the contract's schema (spec section 5:
// store name and avatar required), the schema the server validates with.
import { LIMITS } from '@panel/domain/constants';
import { STORE_FIELD_MAX, UpdateStoreInfoRequest, WEBSITE_INVALID_KEY, type StoreInfoResponse, type UpdateStoreInfo } from '@panel/domain/contract/stores';
import { domainResolver } from '../../components/form/domain-resolver';

/** The text fields, in the order they are shown. */
export const STORE_TEXT_FIELDS = ['name', 'phone', 'email', 'website', 'telegram', 'facebook', 'instagram'] as const;
export type StoreTextField = (typeof STORE_TEXT_FIELDS)[number];
export type StoreFormField = StoreTextField | 'avatar';

/** Every field as the form holds it: text, '' when empty; `avatar` is the picture's storage key. */
export type StoreFormValues = Record<StoreFormField, string>;

/** The most characters each text field takes (the server answers 60002 above them). */
export const STORE_FIELD_LIMITS: Record<StoreTextField, number> = {
  name: LIMITS.NAME_MAX,
  phone: STORE_FIELD_MAX.phone,
  email: STORE_FIELD_MAX.email,
  website: STORE_FIELD_MAX.website,
  telegram: STORE_FIELD_MAX.social,
  facebook: STORE_FIELD_MAX.social,
  instagram: STORE_FIELD_MAX.social,
};

export function storeFormValues(info: StoreInfoResponse): StoreFormValues {
  return {
    avatar: info.avatar ?? '',
    name: info.name ?? '',
    phone: info.phone ?? '',
    email: info.email ?? '',
    website: info.website ?? '',
    telegram: info.telegram ?? '',
    facebook: info.facebook ?? '',
    instagram: info.instagram ?? '',
  };
}

/** The message key of a field's failure: the screen's own texts for the picture and the website. */
export function storeMessageKey(field: string, rule: string): string {
  if (field === 'avatar') return 'storeSettings.avatarRequired';
  if (rule === WEBSITE_INVALID_KEY) return 'storeSettings.websiteInvalid';
  return rule;
}

/** Checks the form with the server's own schema; the submit gets the request body (trimmed, blanks sent empty). */
export const storeFormResolver = domainResolver<StoreFormValues, UpdateStoreInfo>(UpdateStoreInfoRequest, {
  // Blank contacts are sent empty, which the server keeps as none.
  toInput: (values) => Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()])),
  message: storeMessageKey,
});
