// The resolver of the panel's forms: the form's values are turned into the request (toInput) and
// checked with the domain's zod schema for that request, the same schema the server validates with,
// through @hookform/resolvers' zodResolver. Each field gets the message key of its first failure;
// `rules` adds the checks a schema leaves to the form (two passwords that differ, an account's
// format), and `message` renames a key where the screen has its own text.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z, type ZodType } from 'zod';

/**
 * A message key per field that fails a rule the schema does not check (or checks only once every
 * other field passes); undefined where it passes. Gets the keys the schema found, by field.
 */
export type FormRules<Values> = (values: Values, found: Readonly<Record<string, string>>) => Partial<Record<string, string | undefined>>;

type DomainResolverOptions<Values> = {
  /** The request the values stand for (default: the values themselves). */
  toInput?: (values: Values) => unknown;
  /** The form field of a schema path (default: the path's first segment). */
  fieldOf?: (path: string) => string | undefined;
  /** The text key to show for a field's failure (default: the schema's own key). */
  message?: (field: string, key: string) => string;
  rules?: FormRules<Values>;
};

const NOT_A_KEY = 'validation.required';
const TEXT_KEY = /^[A-Za-z]\w*(\.\w+)+$/;

/** A react-hook-form resolver checking the values with a domain schema; the submit handler gets the schema's output. */
export function domainResolver<Values extends FieldValues, Output>(
  schema: ZodType<Output>,
  { toInput, fieldOf, message, rules }: DomainResolverOptions<Values> = {},
): Resolver<Values, unknown, Output> {
  const checked = toInput
    ? z
        .unknown()
        .transform((values) => toInput(values as Values))
        .pipe(schema)
    : schema;
  const resolve = zodResolver(checked as ZodType<Output, Values>) as unknown as Resolver<Values, unknown, Output>;

  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [path, error] of flatten(result.errors)) {
      const field = fieldOf ? fieldOf(path) : path.split('.')[0];
      if (field === undefined || errors[field]) continue;
      // zod's own texts (a number where text was typed ...) are not keys: say the field needs fixing.
      const key = error.message && TEXT_KEY.test(error.message) ? error.message : NOT_A_KEY;
      errors[field] = { type: error.type, message: message ? message(field, key) : key };
    }
    const found = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message]));
    // A rule speaks for its field over the schema (an account's format says more than "required").
    for (const [field, key] of Object.entries(rules?.(values, found) ?? {})) {
      if (key) errors[field] = { type: 'rule', message: message ? message(field, key) : key };
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors: errors as unknown as FieldErrors<Values> };
  };
}

/** Every leaf error of a nested error object, with its dotted path. */
function flatten(errors: FieldErrors, prefix = ''): [string, { type: string; message?: string }][] {
  const found: [string, { type: string; message?: string }][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { type?: unknown }).type === 'string') found.push([path, value as { type: string; message?: string }]);
    else found.push(...flatten(value as FieldErrors, path));
  }
  return found;
}
