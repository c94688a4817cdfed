import { z } from 'zod';

/** POST /api-user/user/config/system/all/query (empty body). */
export const SystemConfigResponse = z.object({
  newToOldInfo: z.object({ skipSwitch: z.boolean(), url: z.string() }),
  supportEmail: z.string(),
  onlinePaymentLimits: z.record(z.string(), z.string()),
  offlineTransferCurrency: z.string(),
  maxPaymentAccounts: z.number().int(),
  maxRechargeAccounts: z.number().int(),
  uploadMaxBytes: z.number().int(),
});
export type SystemConfigResponse = z.infer<typeof SystemConfigResponse>;

/** GET /api-auth/s3/cdn/domain: the base address of stored files, data is a string. */
export const CdnDomainResponse = z.string();
export type CdnDomainResponse = z.infer<typeof CdnDomainResponse>;

/** GET /api/commonality/i18n/country: one entry per country. */
export const Country = z.object({
  code: z.string().length(2),
  name: z.string(),
  dialCode: z.string(),
});
export type Country = z.infer<typeof Country>;
export const CountryListResponse = z.array(Country);
export type CountryListResponse = z.infer<typeof CountryListResponse>;

/** GET /api/commonality/i18n/location: where the caller seems to be. */
export const LocationResponse = z.object({
  countryCode: z.string(),
  dialCode: z.string(),
  locale: z.string(),
});
export type LocationResponse = z.infer<typeof LocationResponse>;
