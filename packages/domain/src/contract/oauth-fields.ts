// The fixed OAuth fields of a panel login, apart from the zod schemas of auth.ts so the panel's
// login route can send them without loading zod.
import { OAUTH, PANEL_CLIENT } from '../constants';

/** The form fields the panel always sends with a login (spec section 7). */
export const PANEL_TOKEN_FIELDS = {
  grant_type: OAUTH.grantType,
  scope: OAUTH.scope,
  client_id: PANEL_CLIENT.id,
  client_secret: PANEL_CLIENT.secret,
} as const;
