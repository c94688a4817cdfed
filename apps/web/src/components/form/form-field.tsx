// One labelled field of the account forms, in antd-mobile's vertical form look (label above the
// input, the message below), without antd-mobile's Form; and the check of a form's values against
// the contract's zod schema (spec section 5), giving one message key per field.
import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import './form-field.css';

type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** The translated message to show under the input. */
  error?: string;
  /** A hint under the input while there is no error. */
  hint?: ReactNode;
  /** A control on the input's own line, at its end (a send button, a show-password switch). */
  inputExtra?: ReactNode;
  children: ReactNode;
};

export function FormField({ id, label, error, hint, inputExtra, children }: FormFieldProps) {
  let description: ReactNode;
  if (error) {
    description = (
      <div className="form-field__error" id={`${id}-error`} role="alert">
        {error}
      </div>
    );
  } else if (hint) {
    description = <div className="form-field__hint">{hint}</div>;
  }
  return (
    <List.Item
      className="form-field"
      // Read by focusFirstInvalid (form-errors.ts): the first invalid field of the page gets focus.
      data-invalid={error ? 'true' : undefined}
      data-field={id}
      title={
        <label className="form-field__label" htmlFor={id}>
          {label}
        </label>
      }
      description={description}
    >
      {inputExtra ? (
        <div className="form-field__row">
          <div className="form-field__input">{children}</div>
          {inputExtra}
        </div>
      ) : (
        children
      )}
    </List.Item>
  );
}

/** A message key per field that fails the schema (the first failure of each), {} when the values pass. */
export function fieldErrors<Field extends string>(schema: ZodType, values: unknown): Partial<Record<Field, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Adds "the two passwords are inconsistent" to confirmPassword when both are typed and differ: the
 * schema's own check is skipped while another field of the form is still missing.
 */
export function withPasswordMismatch<Field extends string>(
  errors: Partial<Record<Field, string>>,
  values: { password: string; confirmPassword: string },
): Partial<Record<Field, string>> {
  const confirm = 'confirmPassword' as Field;
  if (errors[confirm] || !values.password || !values.confirmPassword || values.password === values.confirmPassword) return errors;
  return { ...errors, [confirm]: 'validation.passwordMismatch' };
}

/** The first field (in the given order) that has an error. */
export function firstInvalid<Field extends string>(order: readonly Field[], errors: Partial<Record<Field, string>>): Field | undefined {
  return order.find((field) => errors[field]);
}
