import type { FastifyInstance } from 'fastify';
import { usersSchemas as endpoints } from '@panel/domain/endpoints/users.schemas';
import { ERROR_CODES } from '@panel/domain/errors';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { publicOrigin } from '../../http/origin';
import { serve } from '../../http/serve';
import { getCurrentUser, getInviteCode } from './users.service';

export function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, endpoints.current, async (_, request) => {
    const { userId } = sessionOf(request);
    const user = await getCurrentUser(ctx.db, userId);
    if (!user) throw new AppError(ERROR_CODES.UNAUTHORIZED, null, 'auth.sessionExpired');
    return ok(user);
  });

  serve(app, endpoints.inviteLink, async (_, request) => {
    const code = await getInviteCode(ctx.db, sessionOf(request).userId);
    return ok(`${publicOrigin(request)}/register/${code}`);
  });
}
