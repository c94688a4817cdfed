// A password field with a show/hide switch (login password or the 6-digit payment password).
import Input from 'antd-mobile/es/components/input';
import EyeInvisibleOutline from 'antd-mobile-icons/es/EyeInvisibleOutline';
import EyeOutline from 'antd-mobile-icons/es/EyeOutline';
import { useState, type ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { BoundField } from '../../components/form/controlled-field';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form/form-field';
import './locales';

type PasswordFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  autoComplete: 'new-password' | 'current-password' | 'off';
  /** Digits only (the payment password): a number pad, at most maxLength digits. */
  digits?: boolean;
  maxLength?: number;
};

export function PasswordField({ id, label, value, onChange, placeholder, error, hint, autoComplete, digits, maxLength = 32 }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={hint}
      inputExtra={
        <button
          type="button"
          className="password-field__eye"
          aria-label={visible ? t('passwordField.hide') : t('passwordField.show')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          style={{
            display: 'inline-flex',
            width: 36,
            height: 36,
            alignItems: 'center',
            justifyContent: 'center',
            border: 0,
            background: 'transparent',
            color: 'var(--adm-color-weak, #999)',
            fontSize: 20,
            marginRight: -6,
          }}
        >
          {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
        </button>
      }
    >
      <Input
        id={id}
        value={value}
        onChange={(typed) => onChange(digits ? typed.replace(/\D/g, '').slice(0, maxLength) : typed)}
        type={visible ? 'text' : 'password'}
        inputMode={digits ? 'numeric' : undefined}
        pattern={digits ? '[0-9]*' : undefined}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-label={label}
      />
    </FormField>
  );
}

type PasswordFormFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> = Omit<PasswordFieldProps, 'value' | 'onChange' | 'error'> & {
  control: Control<Values, unknown, any>;
  name: Name;
  /** Called after each change (to clear a failure shown elsewhere). */
  onTyped?: () => void;
};

/** A PasswordField bound to a field of a react-hook-form form. */
export function PasswordFormField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  onTyped,
  ...props
}: PasswordFormFieldProps<Values, Name>) {
  return (
    <BoundField control={control} name={name}>
      {({ value, onChange, error }) => (
        <PasswordField
          {...props}
          value={value}
          onChange={(typed) => {
            onChange(typed);
            onTyped?.();
          }}
          error={error}
        />
      )}
    </BoundField>
  );
}
