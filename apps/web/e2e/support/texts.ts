// The panel's texts as the browser tests read them: each module's per-language files (the same
// files the panel loads for the language it speaks), grouped by module as { en, es, pt }.
import accountEn from '../../src/features/account/locales.en';
import accountEs from '../../src/features/account/locales.es';
import accountPt from '../../src/features/account/locales.pt';
import catalogueEn from '../../src/features/catalogue/locales.en';
import orderSheetEn from '../../src/features/catalogue/order-sheet-texts.en';
import orderSheetEs from '../../src/features/catalogue/order-sheet-texts.es';
import orderSheetPt from '../../src/features/catalogue/order-sheet-texts.pt';
import catalogueEs from '../../src/features/catalogue/locales.es';
import cataloguePt from '../../src/features/catalogue/locales.pt';
import followersEn from '../../src/features/followers/locales.en';
import followersEs from '../../src/features/followers/locales.es';
import followersPt from '../../src/features/followers/locales.pt';
import followsEn from '../../src/features/follows/locales.en';
import followsEs from '../../src/features/follows/locales.es';
import followsPt from '../../src/features/follows/locales.pt';
import guideEn from '../../src/features/guide/locales.en';
import guideEs from '../../src/features/guide/locales.es';
import guidePt from '../../src/features/guide/locales.pt';
import homeEn from '../../src/features/home/locales.en';
import homeEs from '../../src/features/home/locales.es';
import homePt from '../../src/features/home/locales.pt';
import ordersEn from '../../src/features/orders/locales.en';
import ordersEs from '../../src/features/orders/locales.es';
import ordersPt from '../../src/features/orders/locales.pt';
import recoveryEn from '../../src/features/recovery/locales.en';
import recoveryEs from '../../src/features/recovery/locales.es';
import recoveryPt from '../../src/features/recovery/locales.pt';
import registerEn from '../../src/features/register/locales.en';
import registerEs from '../../src/features/register/locales.es';
import registerPt from '../../src/features/register/locales.pt';
import securityEn from '../../src/features/security/locales.en';
import securityEs from '../../src/features/security/locales.es';
import securityPt from '../../src/features/security/locales.pt';
import storeEn from '../../src/features/store/locales.en';
import storeEs from '../../src/features/store/locales.es';
import storePt from '../../src/features/store/locales.pt';
import meEn from '../../src/features/me/locales.en';
import meEs from '../../src/features/me/locales.es';
import webhooksEn from '../../src/features/webhooks/locales.en';
import webhooksEs from '../../src/features/webhooks/locales.es';
import webhooksPt from '../../src/features/webhooks/locales.pt';
import uiEn from '../../src/components/ui-texts.en';
import uiEs from '../../src/components/ui-texts.es';
import uiPt from '../../src/components/ui-texts.pt';
import appEn from '../../src/locales/en';
import appEs from '../../src/locales/es';
import appPt from '../../src/locales/pt';
import fieldsEn from '../../src/shared/accounts/locales.en';
import entriesEn from '../../src/shared/follows/locales.en';
import entriesEs from '../../src/shared/follows/locales.es';
import entriesPt from '../../src/shared/follows/locales.pt';
import fieldsEs from '../../src/shared/accounts/locales.es';
import fieldsPt from '../../src/shared/accounts/locales.pt';
import orderPartsEn from '../../src/shared/orders/locales.en';
import orderPartsEs from '../../src/shared/orders/locales.es';
import orderPartsPt from '../../src/shared/orders/locales.pt';

/** The shell's texts (src/locales). */
export const en = appEn;
export const es = appEs;
export const pt = appPt;

export const accountTexts = { en: accountEn, es: accountEs, pt: accountPt };
export const catalogueTexts = { en: catalogueEn, es: catalogueEs, pt: cataloguePt };
export const followersTexts = { en: followersEn, es: followersEs, pt: followersPt };
export const followsTexts = { en: followsEn, es: followsEs, pt: followsPt };
export const guideTexts = { en: guideEn, es: guideEs, pt: guidePt };
export const homeTexts = { en: homeEn, es: homeEs, pt: homePt };
export const ordersTexts = { en: ordersEn, es: ordersEs, pt: ordersPt };
export const orderSheetTexts = { en: orderSheetEn, es: orderSheetEs, pt: orderSheetPt };
export const recoveryTexts = { en: recoveryEn, es: recoveryEs, pt: recoveryPt };
export const registerTexts = { en: registerEn, es: registerEs, pt: registerPt };
export const securityTexts = { en: securityEn, es: securityEs, pt: securityPt };
export const storeTexts = { en: storeEn, es: storeEs, pt: storePt };
export const uiTexts = { en: uiEn, es: uiEs, pt: uiPt };
/** The account, code and password fields' texts (src/shared/accounts). */
export const fieldTexts = { en: fieldsEn, es: fieldsEs, pt: fieldsPt };
/** The store and follow entries of "me" (src/shared/follows). */
export const followEntryTexts = { en: entriesEn, es: entriesEs, pt: entriesPt };
/** The order parts both order sides show (src/shared/orders). */
export const orderPartsTexts = { en: orderPartsEn, es: orderPartsEs, pt: orderPartsPt };
export const meTexts = { en: meEn, es: meEs };
export const webhookTexts = { en: webhooksEn, es: webhooksEs, pt: webhooksPt };
