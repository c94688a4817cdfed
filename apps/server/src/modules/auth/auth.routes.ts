import type { FastifyInstance } from 'fastify';
import { RemoveTokenQuery, TokenRequest } from '@panel/domain/contract/auth';
import type { AppContext } from '../../context';
import { readClientInfo } from '../../http/client-info';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { loginWithPassword } from './auth.service';
import { revokeToken } from './tokens.service';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const policy = () => ({
    tokens: { idleMinutes: ctx.config.tokenIdleMinutes, maxHours: ctx.config.tokenMaxHours },
    maxFailures: ctx.config.loginMaxFailures,
    lockMinutes: ctx.config.loginLockMinutes,
  });

  app.post('/api-auth/oauth/user/token', async (request) => {
    const input = parse(TokenRequest, request.body);
    const { deviceId } = readClientInfo(request);
    const token = await loginWithPassword(ctx.db, input, { ip: request.ip, deviceId, now: ctx.clock.now(), policy: policy() });
    return ok(token);
  });

  app.post('/api-auth/oauth/remove/token', async (request) => {
    const { access_token } = parse(RemoveTokenQuery, request.query);
    await revokeToken(ctx.db, access_token, ctx.clock.now());
    return ok(null);
  });
}
