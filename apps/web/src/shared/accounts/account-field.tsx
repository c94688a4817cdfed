// An account typed as an email or as a phone number with its country code (spec sections 5 and 7):
// the codes come from GET /api/commonality/i18n/country, the default one from
// GET /api/commonality/i18n/location. Needs a query cache (the shell's or PublicQueries).
import Input from 'antd-mobile/es/components/input';
import Tabs from 'antd-mobile/es/components/tabs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactChannel } from '@panel/domain/contract/accounts';
import { systemEndpoints } from '@panel/domain/endpoints/system';
import type { Locale } from '@panel/domain/locale';
import { emailSchema, isValidPhone } from '@panel/domain/validation';
import DownFill from 'antd-mobile-icons/es/DownFill';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { FormField } from '../../components/form/form-field';
import './account-field.css';
import './locales';

/** The account as the form holds it: which kind, and each kind's text (switching keeps both). */
export type AccountValue = { channel: ContactChannel; email: string; phone: string; areaCode: string };

export const EMPTY_ACCOUNT: AccountValue = { channel: 'EMAIL', email: '', phone: '', areaCode: '' };

/** The request fields of an account: `account` and, for a phone, `areaCode` (digits, no '+'). */
export function accountRequest(value: AccountValue): { account: string; areaCode?: string } {
  if (value.channel === 'EMAIL') return { account: value.email.trim() };
  const areaCode = value.areaCode.replace(/\D/g, '');
  return { account: value.phone.trim(), areaCode: areaCode || undefined };
}

/** The message key of an account that cannot be sent as it is (spec section 5), else undefined. */
export function validateAccount(value: AccountValue, only?: ContactChannel): string | undefined {
  const channel = only ?? value.channel;
  const text = (channel === 'EMAIL' ? value.email : value.phone).trim();
  if (!text) return 'validation.required';
  if (channel === 'EMAIL') return emailSchema.safeParse(text).success ? undefined : 'validation.email';
  if (!isValidPhone(text)) return 'validation.phone';
  // Without "+" the country code must be chosen.
  return text.startsWith('+') || value.areaCode.replace(/\D/g, '') ? undefined : 'validation.phone';
}

/** The account as a person reads it: the email, or +55 11 98765… */
export function accountLabel(value: AccountValue): string {
  if (value.channel === 'EMAIL') return value.email.trim();
  const phone = value.phone.trim();
  return phone.startsWith('+') ? phone : `${value.areaCode} ${phone}`.trim();
}

export const countriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['commonality', 'countries', locale],
    queryFn: ({ signal }) => api.call(systemEndpoints.countries, { signal, hide: true }),
    staleTime: Infinity,
  });

export const locationQuery = queryOptions({
  queryKey: ['commonality', 'location'],
  queryFn: ({ signal }) => api.call(systemEndpoints.location, { signal, hide: true }),
  staleTime: Infinity,
});

/** A country code picker: the native list (the phone's own wheel), shown as "+55". */
export function CountryCodeSelect({ value, onChange, id }: { value: string; onChange: (dialCode: string) => void; id?: string }) {
  const { t } = useTranslation();
  const countries = useQuery(countriesQuery(currentLocale()));
  const location = useQuery(locationQuery);

  // The location's code is the default until the user picks one.
  const fallback = location.data?.dialCode;
  useEffect(() => {
    if (!value && fallback) onChange(fallback);
  }, [value, fallback, onChange]);

  const options = countries.data ?? [];
  return (
    <span className="country-code">
      <span className="country-code__value" aria-hidden="true">
        {value || '+'}
        <DownFill className="country-code__arrow" />
      </span>
      <select
        id={id}
        className="country-code__select"
        value={value}
        aria-label={countries.isError ? t('accountField.countriesFailed') : t('accountField.countryCode')}
        onChange={(event) => onChange(event.target.value)}
      >
        {value && !options.some((country) => country.dialCode === value) ? <option value={value}>{value}</option> : null}
        {options.map((country) => (
          <option key={country.code} value={country.dialCode}>
            {`${country.name} (${country.dialCode})`}
          </option>
        ))}
      </select>
    </span>
  );
}

type AccountFieldProps = {
  id: string;
  value: AccountValue;
  onChange: (value: AccountValue) => void;
  error?: string;
  label?: string;
  /** Only one kind (the change-email or change-phone screens). */
  only?: ContactChannel;
};

/** Email or phone, as tabs above the input. */
export function AccountField({ id, value, onChange, error, label, only }: AccountFieldProps) {
  const { t } = useTranslation();
  const channel = only ?? value.channel;
  const setAreaCode = (areaCode: string) => onChange({ ...value, areaCode });
  const input =
    channel === 'EMAIL' ? (
      <Input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        value={value.email}
        onChange={(email) => onChange({ ...value, email })}
        placeholder={t('accountField.emailPlaceholder')}
        aria-label={label ?? t('accountField.email')}
        clearable
      />
    ) : (
      <div className="account-field__phone">
        <CountryCodeSelect id={`${id}-area`} value={value.areaCode} onChange={setAreaCode} />
        <Input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.phone}
          onChange={(phone) => onChange({ ...value, phone })}
          placeholder={t('accountField.phonePlaceholder')}
          aria-label={label ?? t('accountField.phone')}
          clearable
        />
      </div>
    );
  return (
    <>
      {only ? null : (
        <Tabs className="account-field__tabs" activeKey={channel} onChange={(key) => onChange({ ...value, channel: key as ContactChannel })}>
          <Tabs.Tab key="EMAIL" title={t('accountField.email')} />
          <Tabs.Tab key="PHONE" title={t('accountField.phone')} />
        </Tabs>
      )}
      <FormField id={id} label={label ?? (channel === 'EMAIL' ? t('accountField.email') : t('accountField.phone'))} error={error}>
        {input}
      </FormField>
    </>
  );
}
