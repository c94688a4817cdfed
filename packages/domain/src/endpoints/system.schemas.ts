import * as S from '../contract/system';
import { bindSchemas } from './endpoint';
import { systemEndpoints } from './system';

export const systemSchemas = bindSchemas(systemEndpoints, {
  config: { response: S.SystemConfigResponse },
  countries: { response: S.CountryListResponse },
  location: { response: S.LocationResponse },
});
