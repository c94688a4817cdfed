// API keys: the caller's keys for the public API, made and revoked from a logged-in panel (no
// scope: a key cannot list, make or revoke keys).
import type * as K from '../contract/api-keys';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const apiKeysEndpoints = {
  list: endpoint<{ response: typeof K.ApiKeysResponse }>({
    method: 'GET',
    path: '/api/api-keys',
    access: 'user',
    summary: 'Your API keys, newest first: name, prefix, scopes, allowed addresses, expiry, revocation and last use; never a secret.',
  }),
  create: endpoint<{ body: typeof K.CreateApiKeyRequest; response: typeof K.CreatedApiKey }>({
    method: 'POST',
    path: '/api/api-keys',
    access: 'user',
    summary: 'Makes an API key; its secret is in this answer only.',
    errors: [E.OPERATION_DENIED],
  }),
  revoke: endpoint<{ params: typeof K.ApiKeyParams; response: typeof K.ApiKey }>({
    method: 'POST',
    path: '/api/api-keys/:id/revoke',
    access: 'user',
    summary: 'Revokes one of your API keys: it stops working at once.',
    errors: [E.NOT_FOUND],
  }),
};
