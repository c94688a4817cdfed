// The logged-in user: who they are, and their store's invite link.
import type { InviteLinkQuery, InviteLinkResponse } from '../contract/accounts';
import type { CurrentUserResponse } from '../contract/auth';
import { endpoint } from './endpoint';

export const usersEndpoints = {
  current: endpoint<{ response: typeof CurrentUserResponse }>({
    method: 'GET',
    path: '/api-user/users/current',
    access: 'user',
    summary: 'The logged-in user: UID, nickname, email and phone, avatar, roles and store.',
  }),
  inviteLink: endpoint<{ query: typeof InviteLinkQuery; response: typeof InviteLinkResponse }>({
    method: 'GET',
    path: '/api-user/user/invite/query/link',
    access: 'user',
    summary: "The sign-up link of the caller's store: whoever signs up through it follows the store.",
  }),
};
