import { InviteLinkQuery, InviteLinkResponse } from '../contract/accounts';
import { CurrentUserResponse } from '../contract/auth';
import { bindSchemas } from './endpoint';
import { usersEndpoints } from './users';

export const usersSchemas = bindSchemas(usersEndpoints, {
  current: { response: CurrentUserResponse },
  inviteLink: { query: InviteLinkQuery, response: InviteLinkResponse },
});
