import type { FastifyInstance } from 'fastify';
import { systemSchemas as endpoints } from '@panel/domain/endpoints/system.schemas';
import type { AppContext } from '../../context';
import { readClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve';
import { getSystemConfig, guessLocation, listCountries } from './config.service';

export function configRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.config, async () => ok(await getSystemConfig(ctx.db, ctx.config)));

  serve(app, endpoints.countries, async (_, request) => ok(listCountries(readClientInfo(request).locale)));

  serve(app, endpoints.location, async (_, request) => {
    const acceptLanguage = request.headers['accept-language'];
    return ok(guessLocation(readClientInfo(request).locale, Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage));
  });
}
