// One labelled field of the panel's forms, in antd-mobile's vertical form look (label above the
// input, the message below), without antd-mobile's Form. Forms bind it to react-hook-form through
// controlled-field.tsx.
import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import '../../lib/validation-texts'; // the messages of the fields' rules
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
