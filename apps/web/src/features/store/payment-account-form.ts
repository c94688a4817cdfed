// The bank account form of the store settings (spec section 3, "Offline bank transfer details"):
// its values and their check with the contract's schema, the one the server validates with. Bank
// code and branch code belong to Hong Kong local transfers only: they are asked (and required) only
// while that switch is on, and never sent when it is off.
import { PaymentAccountRequest, type PaymentAccount, type PaymentAccountInput } from '@panel/domain/contract/orders';
import { domainResolver } from '../../components/form/domain-resolver';

/** The text fields, in the order they are shown; the last two only for Hong Kong local transfers. */
export const ACCOUNT_TEXT_FIELDS = ['recipientBank', 'bankAddress', 'recipientName', 'recipientAddress', 'recipientAccount', 'swiftCode'] as const;
export const HONG_KONG_FIELDS = ['bankCode', 'branchCode'] as const;
export type AccountTextField = (typeof ACCOUNT_TEXT_FIELDS)[number] | (typeof HONG_KONG_FIELDS)[number];

/** Fields that must not be empty. */
export const REQUIRED_ACCOUNT_FIELDS: readonly AccountTextField[] = ['recipientBank', 'recipientName', 'recipientAccount'];

/** The most characters each field takes (the contract's limits; the codes are exactly 3 digits). */
export const ACCOUNT_FIELD_LIMITS: Record<AccountTextField, number> = {
  recipientBank: 100,
  bankAddress: 200,
  recipientName: 100,
  recipientAddress: 200,
  recipientAccount: 64,
  swiftCode: 11,
  bankCode: 3,
  branchCode: 3,
};

export type PaymentAccountFormValues = Record<AccountTextField, string> & { hongKongLocal: boolean };

/** The form's values for a new account (none given) or for editing one. */
export function paymentAccountValues(account?: PaymentAccount | null): PaymentAccountFormValues {
  return {
    recipientBank: account?.recipientBank ?? '',
    bankAddress: account?.bankAddress ?? '',
    recipientName: account?.recipientName ?? '',
    recipientAddress: account?.recipientAddress ?? '',
    recipientAccount: account?.recipientAccount ?? '',
    swiftCode: account?.swiftCode ?? '',
    hongKongLocal: account?.hongKongLocal ?? false,
    bankCode: account?.bankCode ?? '',
    branchCode: account?.branchCode ?? '',
  };
}

/** The request the values stand for: the Hong Kong codes only while the switch is on. */
export function paymentAccountInput(values: PaymentAccountFormValues): PaymentAccountRequest {
  const hongKong = values.hongKongLocal;
  return {
    recipientBank: values.recipientBank,
    bankAddress: values.bankAddress,
    recipientName: values.recipientName,
    recipientAddress: values.recipientAddress,
    recipientAccount: values.recipientAccount,
    swiftCode: values.swiftCode.replace(/\s+/g, ''),
    hongKongLocal: hongKong,
    bankCode: hongKong ? values.bankCode : null,
    branchCode: hongKong ? values.branchCode : null,
  };
}

/** Checks the form with the contract's schema; a Hong Kong local transfer needs both codes. */
export const paymentAccountResolver = domainResolver<PaymentAccountFormValues, PaymentAccountInput>(PaymentAccountRequest, {
  toInput: paymentAccountInput,
  rules: (values, found) => {
    if (!values.hongKongLocal) return {};
    const missing = (field: 'bankCode' | 'branchCode') => (!found[field] && values[field].trim() === '' ? 'validation.required' : undefined);
    return { bankCode: missing('bankCode'), branchCode: missing('branchCode') };
  },
});
