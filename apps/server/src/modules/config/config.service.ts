import type { Country, CountryListResponse, LocationResponse, SystemConfigResponse } from '@panel/domain/contract/system';
import { LIMITS, OFFLINE_TRANSFER_CURRENCY, ONLINE_PAYMENT_LIMITS } from '@panel/domain/constants';
import { INTL_LOCALE, type Locale } from '@panel/domain/locale';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { systemSettings } from '../../db/schema';
import { DIAL_CODES } from './countries';

/** The configuration the panel loads at start: defaults from the server's settings, overridden by stored settings. */
export async function getSystemConfig(db: Db, config: Config): Promise<SystemConfigResponse> {
  const stored = new Map((await db.select().from(systemSettings)).map((row) => [row.key, row.value]));
  const oldPanelUrl = (stored.get('oldPanelUrl') as string | undefined) ?? config.oldPanelUrl ?? '';
  return {
    newToOldInfo: {
      skipSwitch: ((stored.get('skipSwitch') as boolean | undefined) ?? true) && oldPanelUrl !== '',
      url: oldPanelUrl,
    },
    supportEmail: (stored.get('supportEmail') as string | undefined) ?? config.supportEmail,
    onlinePaymentLimits: { ...ONLINE_PAYMENT_LIMITS },
    offlineTransferCurrency: OFFLINE_TRANSFER_CURRENCY,
    maxPaymentAccounts: LIMITS.PAYMENT_ACCOUNTS_MAX,
    maxRechargeAccounts: LIMITS.RECHARGE_ACCOUNTS_MAX,
    uploadMaxBytes: config.uploadMaxBytes,
  };
}

const countryCache = new Map<Locale, Country[]>();

/** Every country with its dialling code, named in the caller's language and sorted by that name. */
export function listCountries(locale: Locale): CountryListResponse {
  const cached = countryCache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' });
  const collator = new Intl.Collator(INTL_LOCALE[locale]);
  const list = DIAL_CODES.map(([code, dial]) => ({ code, name: names.of(code) ?? code, dialCode: `+${dial}` })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
  countryCache.set(locale, list);
  return list;
}

const LOCALE_COUNTRY: Record<Locale, string> = { en: 'US', es: 'ES', pt: 'BR' };

/**
 * Where the caller probably is. With no address database offline, the region of the
 * Accept-Language header (es-MX -> MX) decides, else the language's main country.
 */
export function guessLocation(locale: Locale, acceptLanguage: string | undefined): LocationResponse {
  const region = acceptLanguage?.match(/^[a-z]{2,3}[-_]([A-Z]{2})\b/i)?.[1]?.toUpperCase();
  const known = region && DIAL_CODES.find(([code]) => code === region);
  const [countryCode, dial] = known || DIAL_CODES.find(([code]) => code === LOCALE_COUNTRY[locale])!;
  return { countryCode, dialCode: `+${dial}`, locale };
}
