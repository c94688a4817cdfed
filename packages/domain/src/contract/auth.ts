import { z } from 'zod';
import { OAUTH, ROLE_CODES } from '../constants';

/** POST /api-auth/oauth/user/token, form-encoded. */
export const TokenRequest = z.object({
  username: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  password: z.string().min(1, 'validation.required').max(64, 'validation.tooLong'),
  grant_type: z.literal(OAUTH.grantType),
  scope: z.literal(OAUTH.scope),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
});
export type TokenRequest = z.infer<typeof TokenRequest>;

export { PANEL_TOKEN_FIELDS } from './oauth-fields';

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** POST /api-auth/oauth/remove/token?access_token=... */
export const RemoveTokenQuery = z.object({ access_token: z.string().min(1).max(200) });
/** The logout answers no data, whether the token was live or not. */
export const RemoveTokenResponse = z.null();

export const Role = z.object({ code: z.enum(ROLE_CODES), name: z.string() });

export const StoreSummary = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});

/** GET /api-user/users/current */
export const CurrentUserResponse = z.object({
  id: z.string(),
  uid: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  roles: z.array(Role),
  store: StoreSummary.nullable(),
  createdAt: z.string(),
});
export type CurrentUserResponse = z.infer<typeof CurrentUserResponse>;
