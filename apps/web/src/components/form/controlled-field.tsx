// A FormField bound to one field of a react-hook-form form: its label, its control (antd-mobile's
// inputs are controlled, so each is rendered with the field's value and onChange), and the field's
// message under it, translated when it is a text key.
import type { ReactNode } from 'react';
import { useController, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';
import { fieldErrorText } from './form-errors';
import { asTextKey } from '../../lib/texts';

/** What the control of a field gets: the field's value and handlers, its id, and its invalid state for aria. */
export type FieldControl<Values extends FieldValues, Name extends FieldPath<Values>> = ControllerRenderProps<Values, Name> & {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type ControlledFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> = {
  control: Control<Values, unknown, any>;
  name: Name;
  /** The control's id (the label points at it); unique in the page. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  inputExtra?: ReactNode;
  children: (field: FieldControl<Values, Name>) => ReactNode;
};

export function ControlledField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  id,
  label,
  hint,
  inputExtra,
  children,
}: ControlledFieldProps<Values, Name>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = fieldErrorText(fieldState.error, (key) => t(asTextKey(key)));
  return (
    <FormField id={id} label={label} error={error} hint={hint} inputExtra={inputExtra}>
      {children({ ...field, id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
    </FormField>
  );
}

/** What a bound field component gets: the field's value, its handlers and its translated message. */
export type FieldBinding<Values extends FieldValues, Name extends FieldPath<Values>> = Omit<ControllerRenderProps<Values, Name>, 'ref'> & {
  error: string | undefined;
};

type BoundFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> = {
  control: Control<Values, unknown, any>;
  name: Name;
  children: (field: FieldBinding<Values, Name>) => ReactNode;
};

/** One field of a form for a component that lays out its own FormField (account, code and password fields). */
export function BoundField<Values extends FieldValues, Name extends FieldPath<Values>>({ control, name, children }: BoundFieldProps<Values, Name>) {
  const { t } = useTranslation();
  const {
    field: { ref: _ref, ...field },
    fieldState,
  } = useController({ control, name });
  return children({ ...field, error: fieldErrorText(fieldState.error, (key) => t(asTextKey(key))) });
}
