// Typed text keys (i18next CustomTypeOptions): the keys are those of the English texts of every
// module, so t('a.wrong.key') does not compile. es and pt have the same keys (their types say so).
import type { ValidationKey } from '@panel/domain/validation-texts';
import type mediaTexts from '../components/media-texts.en';
import type uiTexts from '../components/ui-texts.en';
import type account from '../features/account/locales.en';
import type apiKeys from '../features/api-keys/locales.en';
import type captcha from '../features/auth/locales.en';
import type catalogue from '../features/catalogue/locales.en';
import type codes from '../features/codes/locales.en';
import type orderSheet from '../features/catalogue/order-sheet-texts.en';
import type followers from '../features/followers/locales.en';
import type follows from '../features/follows/locales.en';
import type guide from '../features/guide/locales.en';
import type home from '../features/home/locales.en';
import type { TermsText } from '../features/legal/terms-texts';
import type me from '../features/me/locales.en';
import type ops from '../features/ops/locales.en';
import type opsPayments from '../features/ops-payments/locales.en';
import type orders from '../features/orders/locales.en';
import type onlinePayment from '../features/online-payment/locales.en';
import type recovery from '../features/recovery/locales.en';
import type recharge from '../features/recharge/locales.en';
import type redeem from '../features/redeem/locales.en';
import type register from '../features/register/locales.en';
import type sales from '../features/sales/locales.en';
import type security from '../features/security/locales.en';
import type store from '../features/store/locales.en';
import type wallet from '../features/wallet/locales.en';
import type app from '../locales/en';
import type accountFields from '../shared/accounts/locales.en';
import type codesEntry from '../shared/codes/locales.en';
import type followEntries from '../shared/follows/locales.en';
import type opsEntry from '../shared/ops/locales.en';
import type orderParts from '../shared/orders/locales.en';
import type rechargeEntry from '../shared/recharge/locales.en';
import type taskProgress from '../shared/task-progress/locales.en';
import type voucherDrafts from '../shared/vouchers/locales.en';
import type vcoinPayment from '../features/vcoin-payment/locales.en';
import type paymentCodes from '../features/payment-codes/locales.en';
import type walletEntry from '../shared/wallet/locales.en';
import type notificationBell from '../shared/notifications/locales.en';
import type notifications from '../features/notifications/locales.en';
import type developers from '../features/developers/locales.en';
import type webhooks from '../features/webhooks/locales.en';

/** The domain's validation texts, keyed 'validation.required' ... */
type ValidationTexts = { validation: { [K in ValidationKey as K extends `validation.${infer Rule}` ? Rule : never]: string } };

/** Every text of the default namespace, as English has them. */
export type PanelTexts = typeof app &
  typeof developers &
  ValidationTexts &
  typeof uiTexts &
  typeof mediaTexts &
  typeof accountFields &
  typeof codesEntry &
  typeof followEntries &
  typeof opsEntry &
  typeof orderParts &
  typeof rechargeEntry &
  typeof taskProgress &
  typeof voucherDrafts &
  typeof vcoinPayment &
  typeof paymentCodes &
  typeof walletEntry &
  typeof notificationBell &
  typeof notifications &
  typeof webhooks &
  typeof account &
  typeof apiKeys &
  typeof captcha &
  typeof catalogue &
  typeof codes &
  typeof orderSheet &
  typeof followers &
  typeof follows &
  typeof guide &
  typeof home &
  typeof me &
  typeof ops &
  typeof opsPayments &
  typeof orders &
  typeof onlinePayment &
  typeof recovery &
  typeof recharge &
  typeof redeem &
  typeof register &
  typeof sales &
  typeof security &
  typeof store &
  typeof wallet;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: PanelTexts; terms: TermsText };
  }
}
