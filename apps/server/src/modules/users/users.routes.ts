import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { InviteLinkResponse } from '@panel/domain/contract/accounts';
import { CurrentUserResponse } from '@panel/domain/contract/auth';
import { ERROR_CODES } from '@panel/domain/errors';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { sessionOf } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { publicOrigin } from '../../http/origin';
import { getCurrentUser, getInviteCode } from './users.service';

const InviteLinkQuery = z.object({ version: z.coerce.number().int().min(1).max(1).default(1) });

export function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api-user/users/current', { config: { response: CurrentUserResponse } }, async (request) => {
    const { userId } = sessionOf(request);
    const user = await getCurrentUser(ctx.db, userId);
    if (!user) throw new AppError(ERROR_CODES.UNAUTHORIZED, null, 'auth.sessionExpired');
    return ok(user);
  });

  app.get('/api-user/user/invite/query/link', { config: { response: InviteLinkResponse } }, async (request) => {
    const { userId } = sessionOf(request);
    parse(InviteLinkQuery, request.query);
    const code = await getInviteCode(ctx.db, userId);
    return ok(`${publicOrigin(request)}/register/${code}`);
  });
}
