import type { FastifyInstance } from 'fastify';
import { CountryListResponse, LocationResponse, SystemConfigResponse } from '@panel/domain/contract/system';
import type { AppContext } from '../../context';
import { readClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { getSystemConfig, guessLocation, listCountries } from './config.service';

export function configRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api-user/user/config/system/all/query', { config: { public: true, response: SystemConfigResponse } }, async () => ok(await getSystemConfig(ctx.db, ctx.config)));

  app.get('/api/commonality/i18n/country', { config: { public: true, response: CountryListResponse } }, async (request) => ok(listCountries(readClientInfo(request).locale)));

  app.get('/api/commonality/i18n/location', { config: { public: true, response: LocationResponse } }, async (request) => {
    const acceptLanguage = request.headers['accept-language'];
    return ok(guessLocation(readClientInfo(request).locale, Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage));
  });
}
