// The platform's settings the panel starts with, and the country list of the phone fields.
import type * as S from '../contract/system';
import { endpoint } from './endpoint';

export const systemEndpoints = {
  config: endpoint<{ response: typeof S.SystemConfigResponse }>({
    method: 'POST',
    path: '/api-user/user/config/system/all/query',
    access: 'public',
    summary:
      "The platform's settings the panel starts with: the old panel's hand-over, the support email, payment limits, how many accounts a payment or recharge may name, the largest upload.",
  }),
  countries: endpoint<{ response: typeof S.CountryListResponse }>({
    method: 'GET',
    path: '/api/commonality/i18n/country',
    access: 'public',
    summary: "The countries and their phone codes, named in the caller's language.",
  }),
  location: endpoint<{ response: typeof S.LocationResponse }>({
    method: 'GET',
    path: '/api/commonality/i18n/location',
    access: 'public',
    summary: "The caller's likely country, guessed from the panel's language and the browser's, for a phone field's default code.",
  }),
};
