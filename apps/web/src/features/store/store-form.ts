// The store settings form: its values, their check against the contract's schema (spec section 5:
// store name and avatar required), and whether anything changed since the last save.
import { LIMITS } from '@panel/domain/constants';
import { STORE_FIELD_MAX, UpdateStoreInfoRequest, WEBSITE_INVALID_KEY, type StoreInfoResponse } from '@panel/domain/contract/stores';

/** The text fields, in the order they are shown. */
export const STORE_TEXT_FIELDS = ['name', 'phone', 'email', 'website', 'telegram', 'facebook', 'instagram'] as const;
export type StoreTextField = (typeof STORE_TEXT_FIELDS)[number];
export type StoreFormField = StoreTextField | 'avatar';

/** Every field as the form holds it: text, '' when empty; `avatar` is the picture's storage key. */
export type StoreFormValues = Record<StoreFormField, string>;
/** A text key per field that fails its rule (translated where it is shown). */
export type StoreFormErrors = Partial<Record<StoreFormField, string>>;

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

/** True when a field differs from the saved store (spaces around the text do not count). */
export function isStoreFormDirty(values: StoreFormValues, saved: StoreFormValues): boolean {
  return (Object.keys(saved) as StoreFormField[]).some((field) => values[field].trim() !== saved[field].trim());
}

/** The message key of an avatar or text field's failure. */
function messageKey(field: StoreFormField, rule: string): string {
  if (field === 'avatar') return 'storeSettings.avatarRequired';
  if (rule === WEBSITE_INVALID_KEY) return 'storeSettings.websiteInvalid';
  return rule;
}

/** Checks the form with the server's own schema: the first failure of each field, as a text key. */
export function validateStoreForm(values: StoreFormValues): StoreFormErrors {
  const result = UpdateStoreInfoRequest.safeParse(values);
  if (result.success) return {};
  const errors: StoreFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as StoreFormField;
    errors[field] ??= messageKey(field, issue.message);
  }
  return errors;
}

/** The body of PUT /api/store/info; blank contacts are sent empty, which the server keeps as none. */
export function storeInfoBody(values: StoreFormValues): UpdateStoreInfoRequest {
  const trimmed = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()]));
  return trimmed as StoreFormValues;
}
